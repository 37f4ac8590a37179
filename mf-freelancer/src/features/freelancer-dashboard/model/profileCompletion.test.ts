import { anUnsavedProfile } from '../../../testing/profiles';
import { PROFILE_PARTS, profileCompletion } from './profileCompletion';

const complete = anUnsavedProfile({
  saved: true,
  username: 'sofia',
  photo: { key: 'k', url: '/api/images/k/w320.webp' },
  profession: 'Knitwear Designer',
  location: 'Porto',
  bio: 'Knitwear for small brands.',
  categories: ['Knitwear'],
  skills: ['Shima Seiki'],
  services: ['Knit programming'],
  languages: ['English'],
  hourlyRate: 60,
  socialLinks: { linkedin: '', instagram: '', website: 'https://sofia.example' },
});

const labelOf = (part: string) => PROFILE_PARTS.find((entry) => entry.part === part)?.label;

describe('profileCompletion', () => {
  it('is 100% with nothing missing when every part is there', () => {
    expect(profileCompletion(complete)).toEqual({ percent: 100, missing: [] });
  });

  it('counts nothing before the first save', () => {
    expect(profileCompletion({ ...complete, saved: false })).toEqual({
      percent: 0,
      missing: PROFILE_PARTS.map(({ label }) => label),
    });
  });

  it.each<[string, Partial<typeof complete>, string]>([
    ['no username', { username: null }, 'username'],
    ['no photo', { photo: null }, 'photo'],
    ['a blank profession', { profession: '   ' }, 'profession'],
    ['no location', { location: '' }, 'location'],
    ['no bio', { bio: '' }, 'bio'],
    ['no categories', { categories: [] }, 'categories'],
    ['only blank skills', { skills: [' '] }, 'skills'],
    ['no services', { services: [] }, 'services'],
    ['no languages', { languages: [] }, 'languages'],
    ['no rate', { hourlyRate: null }, 'hourlyRate'],
    ['a rate of 0', { hourlyRate: 0 }, 'hourlyRate'],
    ['no link', { socialLinks: { linkedin: '', instagram: ' ', website: '' } }, 'socialLinks'],
  ])('with %s, names that part missing (90%%)', (_name, change, part) => {
    expect(profileCompletion({ ...complete, ...change })).toEqual({
      percent: 90,
      missing: [labelOf(part)],
    });
  });

  it('rounds down and keeps the form order', () => {
    const result = profileCompletion({ ...complete, photo: null, languages: [], username: null });
    expect(result.percent).toBe(72);
    expect(result.missing).toEqual([labelOf('username'), labelOf('photo'), labelOf('languages')]);
  });
});
