/** The recommended profiles' scoring and ranking, as tables. */
import {
  jobTerms,
  matchScore,
  recommend,
  type MatchJob,
  type MatchProfile,
} from '../../../src/modules/dashboards/recommendations';

const job = (skills: string[], category: string, title = 'Swimwear Designer'): MatchJob => ({
  title,
  skills,
  category,
});
const profile = (
  fullName: string,
  skills: string[],
  categories: string[],
  isPro = false,
): MatchProfile => ({ userId: `id-${fullName}`, fullName, isPro, skills, categories });

describe('matchScore', () => {
  it.each([
    [
      'every skill and the category',
      job(['CLO 3D', 'Tech packs'], 'Technical Design'),
      ['clo 3d', 'Tech Packs'],
      ['Technical Design'],
      100,
    ],
    [
      'every skill, not the category',
      job(['CLO 3D', 'Tech packs'], 'Technical Design'),
      ['CLO 3D', 'Tech packs'],
      [],
      70,
    ],
    [
      'half the skills and the category',
      job(['CLO 3D', 'Tech packs'], 'Technical Design'),
      ['CLO 3D'],
      ['Technical Design'],
      65,
    ],
    ['the category only', job(['CLO 3D'], 'Technical Design'), [], ['Technical Design'], 30],
    ['a category listed as a skill', job([], 'Pattern Making'), ['pattern making'], [], 100],
    ['a skill listed as a category', job(['Knitwear'], ''), [], ['Knitwear'], 100],
    ['nothing in common', job(['CLO 3D'], 'Design'), ['Illustrator'], ['Denim'], 0],
    ['a job without skills or category', job([], ''), ['CLO 3D'], ['Design'], 0],
    ['Other says nothing', job([], 'Other'), [], ['Other'], 0],
    ['spacing and case', job(['  Tech Packs '], ''), ['tech packs'], [], 100],
    ['repeated skills once', job(['CLO 3D', 'clo 3d', 'Draping'], ''), ['CLO 3D'], [], 50],
  ])('%s', (_case, theJob, skills, categories, score) => {
    expect(matchScore(theJob, { skills, categories })).toBe(score);
  });
});

describe('jobTerms', () => {
  it('is the jobs’ skills and categories, lower case, once each, without blanks or Other', () => {
    expect(
      jobTerms([job(['CLO 3D', ' '], 'Technical Design'), job(['clo 3d'], 'Other'), job([], '')]),
    ).toEqual(['clo 3d', 'technical design']);
  });
});

describe('recommend', () => {
  const jobs = [
    job(['CLO 3D', 'Tech packs'], 'Technical Design', 'Swimwear Designer'),
    job(['Knitwear'], 'Design', 'Knitwear Designer'),
  ];

  it.each([
    [
      'best score first, each at its best job',
      [profile('Ana', ['Knitwear'], ['Design']), profile('Ben', ['CLO 3D'], [])],
      [
        ['Ana', 100, 'Knitwear Designer'],
        ['Ben', 35, 'Swimwear Designer'],
      ],
    ],
    [
      'on a tie, Pro members first, then by name',
      [
        profile('Zoe', ['Knitwear'], []),
        profile('Yan', ['Knitwear'], [], true),
        profile('Abe', ['Knitwear'], []),
      ],
      [
        ['Yan', 70, 'Knitwear Designer'],
        ['Abe', 70, 'Knitwear Designer'],
        ['Zoe', 70, 'Knitwear Designer'],
      ],
    ],
    ['profiles matching no job are left out', [profile('Cy', ['Illustrator'], ['Denim'])], []],
    [
      'at most the limit',
      ['A', 'B', 'C', 'D', 'E'].map((name) => profile(name, ['Knitwear'], ['Design'])),
      ['A', 'B', 'C', 'D'].map((name) => [name, 100, 'Knitwear Designer']),
    ],
  ])('%s', (_case, profiles, expected) => {
    expect(
      recommend(jobs, profiles, 4).map(({ profile: p, score, job: j }) => [
        p.fullName,
        score,
        j.title,
      ]),
    ).toEqual(expected);
  });

  it('recommends nobody without open jobs', () => {
    expect(recommend([], [profile('Ana', ['Knitwear'], ['Design'])], 4)).toEqual([]);
  });
});
