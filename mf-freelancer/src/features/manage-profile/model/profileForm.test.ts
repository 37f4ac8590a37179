import { anUnsavedProfile } from '../../../testing/profiles';
import { fromProfile, toProfileBody, validateProfile, type ProfileFormValues } from './profileForm';
import { PROFILE_FORM_MESSAGES as M } from '@atelier/api-contract/values';

const profile = anUnsavedProfile({ profession: 'Swimwear Designer', bio: 'Swim and resort.' });
const valid: ProfileFormValues = { ...fromProfile(profile), username: 'sarah' };

describe('validateProfile', () => {
  it.each<[string, Partial<ProfileFormValues>, string[]]>([
    ['a valid profile', {}, []],
    ['no username', { username: ' ' }, [M.usernameRequired]],
    ['a username with a space', { username: 'sa rah' }, [M.usernameFormat]],
    [
      'every required field blank, in order',
      { username: '', fullName: ' ', profession: '', bio: '' },
      [M.usernameRequired, M.fullName, M.profession, M.bio],
    ],
    ['a negative hourly rate', { hourlyRate: '-5' }, [M.hourlyRate]],
    ['no hourly rate', { hourlyRate: '' }, []],
  ])('%s', (_case, change, messages) => {
    expect(validateProfile({ ...valid, ...change }).map((error) => error.message)).toEqual(
      messages,
    );
  });
});

describe('toProfileBody', () => {
  it('sends numbers, the photo key and the links', () => {
    const body = toProfileBody({
      ...valid,
      hourlyRate: '65',
      yearsExperience: '8',
      linkedin: 'https://linkedin.com/in/sarah',
      photo: { key: 'k1', url: '/api/images/k1/w320.webp' },
    });
    expect(body).toMatchObject({
      username: 'sarah',
      hourlyRate: 65,
      yearsExperience: 8,
      photoKey: 'k1',
      socialLinks: { linkedin: 'https://linkedin.com/in/sarah', instagram: '', website: '' },
    });
  });
});
