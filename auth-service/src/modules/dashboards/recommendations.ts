/**
 * The client dashboard's recommended profiles (spec 001 section 2, "AI recommended profiles (max
 * 4)"): each public freelancer profile is scored against each of the client's open jobs by the
 * overlap of the job's skills and category with the profile's skills and categories, and keeps
 * its best job. Pure, so that the ranking is table-tested (recommendations.test.ts).
 */

/** What a job brings to the match. */
export interface MatchJob {
  title: string;
  skills: readonly string[];
  /** '' on drafts; 'Other' says nothing. */
  category: string;
}

/** What a profile brings to the match. */
export interface MatchProfile {
  userId: string;
  fullName: string;
  isPro: boolean;
  skills: readonly string[];
  categories: readonly string[];
}

export interface Recommendation<P extends MatchProfile> {
  profile: P;
  /** 1-100. */
  score: number;
  job: MatchJob;
}

/** Of a score, the share of the job's skills; the rest is the category's. */
const SKILLS_WEIGHT = 0.7;

const termOf = (text: string) => text.trim().toLowerCase();

const termsOf = (texts: readonly string[]) =>
  new Set(texts.map(termOf).filter((term) => term !== ''));

/** The job's category when it says something ('' and Other do not), as a term. */
const categoryTermOf = (job: MatchJob) => {
  const term = termOf(job.category);
  return term === '' || term === 'other' ? null : term;
};

/** Every term the jobs match on (lower case): their skills and categories. */
export function jobTerms(jobs: readonly MatchJob[]): string[] {
  const terms = new Set<string>();
  for (const job of jobs) {
    for (const skill of termsOf(job.skills)) terms.add(skill);
    const category = categoryTermOf(job);
    if (category !== null) terms.add(category);
  }
  return [...terms];
}

/**
 * 0-100: how well the profile fits the job. The share of the job's skills the profile lists
 * (among its skills or categories) counts 70, the job's category among them 30; a job with only
 * skills or only a category is scored on that alone; case and spacing do not matter.
 */
export function matchScore(job: MatchJob, profile: Pick<MatchProfile, 'skills' | 'categories'>) {
  const offered = termsOf([...profile.skills, ...profile.categories]);
  const wanted = termsOf(job.skills);
  const category = categoryTermOf(job);
  const skillShare =
    wanted.size === 0 ? null : [...wanted].filter((term) => offered.has(term)).length / wanted.size;
  const categoryShare = category === null ? null : offered.has(category) ? 1 : 0;
  if (skillShare === null && categoryShare === null) return 0;
  const share =
    skillShare === null
      ? (categoryShare ?? 0)
      : categoryShare === null
        ? skillShare
        : SKILLS_WEIGHT * skillShare + (1 - SKILLS_WEIGHT) * categoryShare;
  return Math.round(share * 100);
}

/**
 * The `limit` best profiles for the jobs: each at its best job's score, highest first, then Pro
 * members (featured), then by name; a profile matching no job is left out.
 */
export function recommend<P extends MatchProfile>(
  jobs: readonly MatchJob[],
  profiles: readonly P[],
  limit: number,
): Recommendation<P>[] {
  const scored: Recommendation<P>[] = [];
  for (const profile of profiles) {
    let best: Recommendation<P> | null = null;
    for (const job of jobs) {
      const score = matchScore(job, profile);
      if (score > 0 && (best === null || score > best.score)) best = { profile, score, job };
    }
    if (best !== null) scored.push(best);
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.profile.isPro) - Number(a.profile.isPro) ||
        a.profile.fullName.localeCompare(b.profile.fullName) ||
        a.profile.userId.localeCompare(b.profile.userId),
    )
    .slice(0, limit);
}
