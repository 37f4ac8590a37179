/**
 * Job matches for a freelancer (the dashboard's "AI job matches", spec 001 section 2): open jobs
 * ranked by how much of what a job asks the freelancer's profile covers. Pure, so the ranking is
 * tested on its own (test/modules/jobs/matches.test.ts).
 */

/** What a match reads of the freelancer's profile. */
export interface MatchProfile {
  skills: readonly string[];
  /** The profile's areas of expertise (portfolio categories). */
  categories: readonly string[];
}

/** What a match reads of a job. */
export interface MatchJob {
  skills: readonly string[];
  category: string;
  /** A paid featured job (issue 43, item 10): listed before the others. */
  featured: boolean;
}

export interface MatchResult {
  /** 0-100: the share of the job's asks (each skill, and its category) the profile covers. */
  score: number;
  /** The job's skills (and category) the profile covers, as the job spells them. */
  matched: string[];
}

const normalise = (word: string) => word.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Each of the job's distinct skills counts one, its category one more: the score is the share of
 * these the freelancer covers. A skill or the category is covered by a skill or an area of
 * expertise of that name on the profile (case and spacing ignored). A job that asks nothing the
 * profile has scores 0.
 */
export function matchScore(
  profile: MatchProfile,
  job: Pick<MatchJob, 'skills' | 'category'>,
): MatchResult {
  const has = new Set([...profile.skills, ...profile.categories].map(normalise));
  const asks = new Map<string, string>();
  for (const skill of job.skills) {
    const key = normalise(skill);
    if (key !== '' && !asks.has(key)) asks.set(key, skill.trim());
  }
  const matched = [...asks].filter(([key]) => has.has(key)).map(([, skill]) => skill);
  let covered = matched.length;
  let total = asks.size;
  const category = normalise(job.category);
  if (category !== '' && !asks.has(category)) {
    total += 1;
    if (has.has(category)) {
      covered += 1;
      matched.push(job.category.trim());
    }
  }
  return { score: total === 0 ? 0 : Math.round((covered / total) * 100), matched };
}

/**
 * The best `limit` jobs for the profile: positive scores only, featured jobs first (paid
 * visibility, premium jobs for Pro freelancers), then the highest score, then the order the
 * candidates came in (the newest first).
 */
export function rankMatches<T extends MatchJob>(
  profile: MatchProfile,
  candidates: readonly T[],
  limit: number,
): { job: T; score: number; matched: string[] }[] {
  return candidates
    .map((job, index) => ({ job, index, ...matchScore(profile, job) }))
    .filter((match) => match.score > 0)
    .sort(
      (a, b) =>
        Number(b.job.featured) - Number(a.job.featured) || b.score - a.score || a.index - b.index,
    )
    .slice(0, limit)
    .map(({ job, score, matched }) => ({ job, score, matched }));
}

/** How many of the newest open jobs sharing something with the profile are ranked. */
export const MATCH_CANDIDATES = 200;
