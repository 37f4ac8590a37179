import { Type, type Static } from '@sinclair/typebox';
import { Job } from './jobs';

/** The freelancer dashboard's job matches: at most this many (spec 001 section 2). */
export const JOB_MATCHES_LIMIT = 3;
/** The most matches one request may ask for. */
export const MAX_JOB_MATCHES = 10;

export const JobMatchesQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: MAX_JOB_MATCHES, default: JOB_MATCHES_LIMIT }),
  },
  { additionalProperties: false },
);
export type JobMatchesQuery = Static<typeof JobMatchesQuery>;

/** An open job and how well it matches the freelancer's skills and categories (0-100). */
export const JobMatch = Type.Object(
  {
    job: Job,
    matchScore: Type.Integer({ minimum: 0, maximum: 100 }),
    /** The freelancer's skills (and the category) the job asks for, as the job spells them. */
    matched: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type JobMatch = Static<typeof JobMatch>;

export const JobMatches = Type.Object(
  { matches: Type.Array(JobMatch) },
  { additionalProperties: false },
);
export type JobMatches = Static<typeof JobMatches>;
