/** Rows as the API answers them: a reader sees a hidden brand as null. */
import {
  REJECTION_REASONS,
  allowedActions,
  isDecided,
  premiumJobOpensAt,
  type Job,
  type JobApplication,
  type ListingSummary,
} from '@atelier/api-contract';
import { toIsoTimestamp } from '../../platform/schemas';
import type { Brand } from '../companies/service';
import { jobBrandShown } from '../hiring/brand-disclosure';
import type { ApplicationRow } from './applications-repository';
import type { JobRow } from './repository';

/** A job's rule (hiring/brand-disclosure.ts) for this reader. */
export const brandVisible = (
  visibility: JobRow['visibility'],
  ownerId: string,
  readerId: string,
  ndaAcceptedAt: Date | null,
) =>
  jobBrandShown({ visibility, isOwner: ownerId === readerId, ndaAccepted: ndaAcceptedAt !== null });

/** When a premium job opens to Starter freelancers, while it is still in its Pro window. */
export function proOnlyUntil(featuredAt: Date | null, now: Date): Date | null {
  if (featuredAt === null) return null;
  const opensAt = premiumJobOpensAt(featuredAt);
  return now < opensAt ? opensAt : null;
}

/**
 * A job as `readerId` sees it at `now` (the service's clock); `brand` is its owner's company
 * profile, when they have one (its name stands for the one posted with the job).
 */
export function toJob(row: JobRow, readerId: string, brand: Brand | undefined, now: Date): Job {
  const until = proOnlyUntil(row.featured_at, now);
  const visible = brandVisible(row.visibility, row.client_id, readerId, row.nda_accepted_at);
  return {
    id: row.id,
    title: row.title,
    company: visible ? (brand?.name ?? row.company) : null,
    companyLogo: visible ? (brand?.logo ?? null) : null,
    location: row.location,
    type: row.type,
    remote: row.remote,
    salary:
      row.salary_min === null ||
      row.salary_max === null ||
      row.salary_currency === null ||
      row.salary_period === null
        ? null
        : {
            min: row.salary_min,
            max: row.salary_max,
            currency: row.salary_currency,
            period: row.salary_period,
          },
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    benefits: row.benefits,
    category: row.category,
    experience: row.experience,
    postedDate: toIsoTimestamp(row.published_at ?? row.created_at),
    deadline: row.deadline,
    applicants: row.applicants,
    featured: row.featured,
    urgent: row.urgent,
    proOnlyUntil: until === null ? null : toIsoTimestamp(until),
    visibility: row.visibility,
    saved: row.saved,
    applied: row.applied_at !== null,
    mine: row.client_id === readerId,
    ...(row.client_id === readerId && { status: row.listing_status }),
  };
}

export function toListing(row: JobRow): ListingSummary {
  return {
    id: row.id,
    title: row.title,
    type: 'job',
    status: row.listing_status,
    visibility: row.visibility,
    createdAt: toIsoTimestamp(row.created_at),
    publishedAt: row.published_at === null ? null : toIsoTimestamp(row.published_at),
    expiresAt: row.expires_at === null ? null : toIsoTimestamp(row.expires_at),
    closedAt: row.closed_at === null ? null : toIsoTimestamp(row.closed_at),
    responses: row.applicants,
    views: row.views,
    featured: row.featured,
    urgent: row.urgent,
  };
}

export const rejectionLabel = (reason: string | null) =>
  reason === null
    ? null
    : (REJECTION_REASONS.find((entry) => entry.value === reason)?.label ?? reason);

export function toApplication(
  row: ApplicationRow,
  readerId: string,
  brand: Brand | undefined,
  testimonialWritten: boolean,
  applicant: { applicantIsPro: boolean },
): JobApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    company: brandVisible(row.visibility, row.client_id, readerId, row.nda_accepted_at)
      ? (brand?.name ?? row.company)
      : null,
    jobStatus: row.job_status,
    freelancerId: row.freelancer_id,
    freelancerName: row.freelancer_name,
    applicantIsPro: applicant.applicantIsPro,
    coverLetter: row.cover_letter,
    rate:
      row.rate_amount === null || row.rate_currency === null || row.rate_period === null
        ? null
        : { amount: row.rate_amount, currency: row.rate_currency, period: row.rate_period },
    attachments: row.attachments.map((file) => ({
      key: file.key,
      name: file.name,
      size: file.size,
      type: file.type,
    })),
    status: row.status,
    interviewAt: row.interview_at === null ? null : toIsoTimestamp(row.interview_at),
    rejectionReason: rejectionLabel(row.rejection_reason),
    ndaAcceptedAt: row.nda_accepted_at === null ? null : toIsoTimestamp(row.nda_accepted_at),
    appliedAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
    testimonialWritten,
    allowedActions: allowedActions(row.status),
    withdrawable: !isDecided(row.status),
  };
}
