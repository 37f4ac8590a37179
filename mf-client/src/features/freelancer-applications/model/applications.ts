/** The client's names of the statuses (spec 001: 'New Application', 'Under Review', ...). */
export { CLIENT_STATUS_LABELS } from '../../../lib/statusLabels';

/** `datetime-local`'s value (local time) as an ISO instant; null when empty or invalid. */
export function interviewInstant(local: string): string | null {
  if (local === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const APPLICATIONS_TEXTS = {
  loading: 'Loading Applications',
  loadError: 'The applications could not be loaded.',
  retry: 'Try again',
  search: 'Search applications',
  status: 'Status',
  allStatuses: 'All Statuses',
  /** Issue 43 item 7: Pro applicants' badge, and the order that puts them first. */
  pro: 'PRO',
  sort: 'Sort by',
  list: 'Freelancer applications',
  emptyTitle: 'No applications found',
  emptyText: 'Applications to your jobs appear here.',
  selectOne: 'Select an application to see it here.',
  appliedTo: (title: string) => `Applied to ${title}`,
  coverLetter: 'Cover Letter',
  rate: 'Rate asked',
  attachments: 'Attachments',
  interview: (time: string) => `Interview: ${time}`,
  rejectedFor: (reason: string) => `Rejected: ${reason}`,
  ndaAccepted: 'Accepted the standard NDA',
  download: (name: string) => `Download ${name}`,
  downloadFailed: (name: string) => `${name} could not be downloaded. Please try again.`,
  shortlist: 'Shortlist',
  scheduleInterview: 'Schedule Interview',
  interviewAt: 'Interview date and time',
  confirmInterview: 'Schedule',
  reject: 'Reject',
  rejectReason: 'Reason (the applicant sees it)',
  confirmReject: 'Reject Application',
  hire: 'Hire',
  cancel: 'Cancel',
  actionFailed: 'The application could not be changed. Please try again.',
} as const;
