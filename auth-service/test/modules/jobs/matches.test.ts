/** The job matches' scoring and ranking (matches.ts), table by table. */
import { matchScore, rankMatches } from '../../../src/modules/jobs/matches';

const profile = {
  skills: ['CLO 3D', 'Tech packs', 'Adobe Illustrator'],
  categories: ['Technical Design'],
};

describe('matchScore', () => {
  it.each<[string, { skills: string[]; category: string }, number, string[]]>([
    [
      'every skill and the category',
      { skills: ['CLO 3D', 'Tech packs'], category: 'Technical Design' },
      100,
      ['CLO 3D', 'Tech packs', 'Technical Design'],
    ],
    [
      'two of three skills, not the category',
      { skills: ['clo 3d', ' TECH  PACKS ', 'Draping'], category: 'Design' },
      50,
      ['clo 3d', 'TECH  PACKS'],
    ],
    [
      'the category only',
      { skills: ['Draping'], category: 'Technical Design' },
      50,
      ['Technical Design'],
    ],
    ['nothing in common', { skills: ['Draping'], category: 'Marketing' }, 0, []],
    [
      'a skill repeated counts once',
      { skills: ['CLO 3D', 'clo 3d'], category: 'Other' },
      50,
      ['CLO 3D'],
    ],
    ['no skills and no category', { skills: [], category: '' }, 0, []],
    ['blank skills are ignored', { skills: [' ', 'CLO 3D'], category: '' }, 100, ['CLO 3D']],
  ])('%s', (_name, job, score, matched) => {
    expect(matchScore(profile, job)).toEqual({ score, matched });
  });

  it("lets an area of expertise cover a job's skill of that name", () => {
    expect(
      matchScore(
        { skills: [], categories: ['Swimwear Design'] },
        { skills: ['swimwear design', 'CLO 3D'], category: '' },
      ),
    ).toEqual({ score: 50, matched: ['swimwear design'] });
  });

  it('lets a skill of the category name cover the category', () => {
    expect(
      matchScore(
        { skills: ['Pattern Making'], categories: [] },
        { skills: [], category: 'Pattern Making' },
      ).score,
    ).toBe(100);
  });

  it('scores nothing for an empty profile', () => {
    expect(
      matchScore({ skills: [], categories: [] }, { skills: ['CLO 3D'], category: 'Design' }).score,
    ).toBe(0);
  });
});

describe('rankMatches', () => {
  const jobs = [
    { id: 'newest-half', skills: ['CLO 3D', 'Draping'], category: 'Design', featured: false },
    { id: 'none', skills: ['Draping'], category: 'Marketing', featured: false },
    { id: 'full', skills: ['CLO 3D'], category: 'Technical Design', featured: false },
    { id: 'older-half', skills: ['Tech packs'], category: 'Design', featured: false },
    {
      id: 'third',
      skills: ['CLO 3D', 'Draping', 'Knitting'],
      category: 'Production',
      featured: false,
    },
  ];

  it('keeps positive scores, best first, ties in the given (newest first) order, at most the limit', () => {
    expect(rankMatches(profile, jobs, 3).map(({ job, score }) => [job.id, score])).toEqual([
      ['full', 100],
      ['older-half', 50],
      ['newest-half', 33],
    ]);
  });

  it('answers fewer than the limit when fewer match', () => {
    expect(rankMatches(profile, jobs, 10).map(({ job }) => job.id)).toEqual([
      'full',
      'older-half',
      'newest-half',
      'third',
    ]);
  });

  it('lists featured (paid, premium) jobs first, best first among them, never one scoring 0', () => {
    const promoted = jobs.map((job) =>
      job.id === 'third' || job.id === 'none' || job.id === 'older-half'
        ? { ...job, featured: true }
        : job,
    );
    expect(rankMatches(profile, promoted, 10).map(({ job, score }) => [job.id, score])).toEqual([
      ['older-half', 50],
      ['third', 25],
      ['full', 100],
      ['newest-half', 33],
    ]);
  });
});
