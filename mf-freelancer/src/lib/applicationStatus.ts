import type { ApplicationStatus } from '@atelier/api-contract';

/**
 * How the freelancer's screens (My Applications, the dashboard) name each application status (spec 001: the sample labels Under Review and Interview
 * Scheduled; the others in the same voice) and its badge's tone.
 */
export const STATUS_LABELS: Record<
  ApplicationStatus,
  { label: string; tone: 'neutral' | 'info' | 'brand' | 'success' | 'danger' }
> = {
  new: { label: 'Submitted', tone: 'neutral' },
  reviewing: { label: 'Under Review', tone: 'info' },
  shortlisted: { label: 'Shortlisted', tone: 'brand' },
  interviewed: { label: 'Interview Scheduled', tone: 'brand' },
  hired: { label: 'Hired', tone: 'success' },
  rejected: { label: 'Not Selected', tone: 'danger' },
};
