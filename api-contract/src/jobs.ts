import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';
import { Invitation, Invitations, ListingStatus, ListingVisibility } from './listings';
import {
  APPLICATION_ACTIONS,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  REJECTION_REASONS,
} from './values/applications';
import {
  JOB_CATEGORIES,
  JOB_CURRENCIES,
  JOB_EXPERIENCE_LEVELS,
  JOB_SORTS,
  JOB_TYPES,
  SALARY_PERIODS,
  SALARY_TYPES,
} from './values/jobs';

/**
 * The job board and Post a Job (spec 001 sections 2, 3, 5, 6 and 9): jobs as the board shows them,
 * the posting form, and freelancers' applications with the client's decisions.
 */

/** The furthest page of the board a request may ask for. */
export const MAX_JOB_PAGE = 1_000;

const Amount = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Whole units.' });

export const Salary = Type.Object(
  {
    min: Type.Integer(),
    max: Type.Integer(),
    currency: StringEnum(JOB_CURRENCIES),
    period: StringEnum(SALARY_PERIODS),
  },
  { additionalProperties: false },
);
export type Salary = Static<typeof Salary>;

/** A job as the board and its readers see it (section 3, "Job"). */
export const Job = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    /**
     * The brand: the owner's company profile's name when they have one, else the name posted
     * with the job. Null while a confidential or invite-only job hides it from this reader.
     */
    company: Nullable(Type.String()),
    /** The company profile's logo (a thumbnail URL); null without one or while hidden. */
    companyLogo: Nullable(Type.String()),
    location: Type.String(),
    type: StringEnum(JOB_TYPES),
    remote: Type.Boolean(),
    salary: Nullable(Salary),
    description: Type.String(),
    requirements: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    benefits: Type.Array(Type.String()),
    category: Type.String(),
    experience: StringEnum(JOB_EXPERIENCE_LEVELS),
    postedDate: Timestamp,
    deadline: Nullable(Type.String({ format: 'date' })),
    applicants: Type.Integer({ minimum: 0 }),
    /** Its Featured promotion is paid (first in the featured sort and in matches). */
    featured: Type.Boolean(),
    /** Its Urgent promotion is paid (the badge). */
    urgent: Type.Boolean(),
    /**
     * A premium job (paid featured) in its first PREMIUM_JOB_PRO_HOURS: when it opens to
     * Starter freelancers (until then only Pro freelancers may apply). Null otherwise.
     */
    proOnlyUntil: Nullable(Timestamp),
    visibility: ListingVisibility,
    /** The signed-in reader saved it (the heart). */
    saved: Type.Boolean(),
    /** The signed-in reader has applied. */
    applied: Type.Boolean(),
    /** The reader posted it. */
    mine: Type.Boolean(),
    /** Its state in Manage Listings, for its owner only (Post a Job edits drafts and jobs). */
    status: Type.Optional(ListingStatus),
  },
  { additionalProperties: false },
);
export type Job = Static<typeof Job>;

export const JobsQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words in title, description or skills.' }),
    ),
    category: Type.Optional(StringEnum(JOB_CATEGORIES)),
    type: Type.Optional(StringEnum(JOB_TYPES)),
    experience: Type.Optional(StringEnum(JOB_EXPERIENCE_LEVELS)),
    remote: Type.Optional(Type.Boolean({ description: 'Remote jobs only.' })),
    sort: Type.Optional(StringEnum(JOB_SORTS, { description: 'Default: featured.' })),
    page: Type.Integer({ minimum: 1, maximum: MAX_JOB_PAGE, default: 1 }),
  },
  { additionalProperties: false },
);
export type JobsQuery = Static<typeof JobsQuery>;

export const JobPage = Type.Object(
  {
    jobs: Type.Array(Job),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
    similar: Type.Optional(
      Type.Boolean({
        description:
          'true when nothing matched every word of q: the list shows close spellings instead (the page says so).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type JobPage = Static<typeof JobPage>;

export const JobIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type JobIdParams = Static<typeof JobIdParams>;

/**
 * The posting form (section 3, "Job posting form"). `status: 'draft'` saves without the form's
 * checks; `published` answers the first failed check of section 5 in its order (400).
 */
export const JobPostingBody = Type.Object(
  {
    status: StringEnum(['draft', 'published'] as const),
    title: OneLine(200),
    company: OneLine(200),
    location: OneLine(200),
    type: StringEnum(JOB_TYPES),
    remote: Type.Boolean(),
    /** '' until chosen (drafts). */
    category: Type.Union([StringEnum(JOB_CATEGORIES), Type.Literal('')]),
    experience: StringEnum(JOB_EXPERIENCE_LEVELS),
    description: OneLine(5000),
    requirements: Type.Array(OneLine(500), { maxItems: 30 }),
    skills: Type.Array(OneLine(100), { maxItems: 30 }),
    benefits: Type.Array(OneLine(500), { maxItems: 30 }),
    salaryType: StringEnum(SALARY_TYPES),
    salaryMin: Nullable(Amount),
    salaryMax: Nullable(Amount),
    salaryFixed: Nullable(Amount),
    salaryCurrency: StringEnum(JOB_CURRENCIES),
    salaryPeriod: StringEnum(SALARY_PERIODS),
    deadline: Nullable(Type.String({ format: 'date' })),
    /**
     * The promotions the client chooses: never set by the posting itself; a published job
     * becomes featured or urgent once its promotion checkout is paid
     * (`POST /api/jobs/:id/promotion/checkout`).
     */
    featured: Type.Boolean(),
    urgent: Type.Boolean(),
    visibility: ListingVisibility,
  },
  { additionalProperties: false },
);
export type JobPostingBody = Static<typeof JobPostingBody>;

/** A saved job as its owner reads it back (posting form fields and listing state). */
export const PostedJob = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: StringEnum(['active', 'draft', 'closed', 'expired'] as const),
    job: Job,
  },
  { additionalProperties: false },
);
export type PostedJob = Static<typeof PostedJob>;

export const SavedJobs = Type.Object(
  { jobIds: Type.Array(Type.String({ format: 'uuid' })) },
  { additionalProperties: false },
);
export type SavedJobs = Static<typeof SavedJobs>;

export const MergeSavedJobsBody = Type.Object(
  { jobIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 }) },
  { additionalProperties: false },
);
export type MergeSavedJobsBody = Static<typeof MergeSavedJobsBody>;

export const JobInvitationBody = Type.Union([
  Type.Object(
    {
      user: Type.String({
        minLength: 1,
        maxLength: 200,
        description: "The invitee's email, or their full name as their profile has it.",
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      userId: Type.String({
        format: 'uuid',
        description: 'The invitee by id (Invite to Project on a public profile).',
      }),
    },
    { additionalProperties: false },
  ),
]);
export type JobInvitationBody = Static<typeof JobInvitationBody>;

/** A job's invitation: a listing's (listings.ts), the same for jobs and requests. */
export const JobInvitation = Invitation;
export type JobInvitation = Invitation;
export const JobInvitations = Invitations;
export type JobInvitations = Invitations;

/** 'Autofill with AI' (section 5): from a title and a category. */
export const JobAutofillBody = Type.Object(
  { title: Type.String({ maxLength: 200 }), category: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type JobAutofillBody = Static<typeof JobAutofillBody>;

/** Where autofill texts come from: a configured AI model, or the platform's template library. */
export const AutofillSource = StringEnum(['ai', 'templates'] as const);
export type AutofillSource = Static<typeof AutofillSource>;

export const JobAutofill = Type.Object(
  {
    source: AutofillSource,
    description: Type.String(),
    requirements: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type JobAutofill = Static<typeof JobAutofill>;

export const JobAutofillInfo = Type.Object(
  { source: AutofillSource },
  { additionalProperties: false },
);
export type JobAutofillInfo = Static<typeof JobAutofillInfo>;

// Applications

export const ApplicationRate = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    currency: StringEnum(JOB_CURRENCIES),
    period: StringEnum(SALARY_PERIODS),
  },
  { additionalProperties: false },
);
export type ApplicationRate = Static<typeof ApplicationRate>;

export const ApplicationAttachment = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 500 }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    size: Type.Integer({ minimum: 0 }),
    type: Type.String({ maxLength: 255 }),
  },
  { additionalProperties: false },
);
export type ApplicationAttachment = Static<typeof ApplicationAttachment>;

export const ApplyBody = Type.Object(
  {
    coverLetter: Type.String({ maxLength: 5000 }),
    rate: Nullable(ApplicationRate),
    attachments: Type.Array(
      Type.Object(
        {
          key: Type.String({ minLength: 1, maxLength: 500 }),
          name: Type.String({ minLength: 1, maxLength: 255 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 10, description: "The caller's complete uploads of purpose application-file." },
    ),
    /** The standard NDA's version the applicant accepts (confidential and invite-only jobs). */
    ndaVersion: Nullable(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBody>;

/** An application, as its applicant and the job's client both see it. */
export const JobApplication = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    jobId: Type.String({ format: 'uuid' }),
    jobTitle: Type.String(),
    /** Null while the job hides its brand from the applicant (no NDA accepted). */
    company: Nullable(Type.String()),
    /** The job's state: an applicant sees when it closed or expired. */
    jobStatus: StringEnum(['active', 'draft', 'closed', 'expired'] as const),
    freelancerId: Type.String({ format: 'uuid' }),
    freelancerName: Type.String(),
    /** Whether the applicant is a Pro member (the PRO badge in View Applications). */
    applicantIsPro: Type.Boolean(),
    coverLetter: Type.String(),
    rate: Nullable(ApplicationRate),
    attachments: Type.Array(ApplicationAttachment),
    status: StringEnum(APPLICATION_STATUSES),
    interviewAt: Nullable(Timestamp),
    /** The label of the reason chosen on rejection. */
    rejectionReason: Nullable(Type.String()),
    ndaAcceptedAt: Nullable(Timestamp),
    appliedAt: Timestamp,
    updatedAt: Timestamp,
    /** A hire's testimonial is written (once, by the hiring client: the portfolio's). */
    testimonialWritten: Type.Boolean(),
    /** The job's client's actions the status allows now (the status machine's answer). */
    allowedActions: Type.Array(StringEnum(APPLICATION_ACTIONS)),
    /** Whether the applicant may still withdraw it (nothing decided yet). */
    withdrawable: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type JobApplication = Static<typeof JobApplication>;

export const JobApplications = Type.Object(
  { applications: Type.Array(JobApplication) },
  { additionalProperties: false },
);
export type JobApplications = Static<typeof JobApplications>;

export const ApplicationIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ApplicationIdParams = Static<typeof ApplicationIdParams>;

export const ClientApplicationsQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: "Applicant's name, job title or cover letter." }),
    ),
    status: Type.Optional(StringEnum(APPLICATION_STATUSES)),
    jobId: Type.Optional(Type.String({ format: 'uuid' })),
    /** Newest first (the default), or Pro members first, newest first within each. */
    sort: Type.Optional(StringEnum(APPLICATION_SORTS)),
  },
  { additionalProperties: false },
);
export type ClientApplicationsQuery = Static<typeof ClientApplicationsQuery>;

export const ApplicationDecisionBody = Type.Object(
  {
    action: StringEnum(APPLICATION_ACTIONS),
    /** Schedule Interview: when (date and time). */
    interviewAt: Type.Optional(Timestamp),
    /** Reject: one of REJECTION_REASONS. */
    reason: Type.Optional(StringEnum(REJECTION_REASONS.map((reason) => reason.value))),
  },
  { additionalProperties: false },
);
export type ApplicationDecisionBody = Static<typeof ApplicationDecisionBody>;
