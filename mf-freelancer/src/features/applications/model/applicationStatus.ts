/** 'Mon, 1 Dec 2026, 14:30' in the reader's zone. */
export function formatInterviewTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export const MY_APPLICATIONS_TEXTS = {
  heading: 'My Applications',
  intro: 'The jobs you applied to, and where each application stands.',
  loading: 'Loading Applications',
  loadError: 'Your applications could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No applications yet',
  emptyText: 'Browse the job board and apply to the roles that fit you.',
  browseJobs: 'Browse Jobs',
  confidentialCompany: 'Confidential company',
  applied: (date: string) => `Applied ${date}`,
  interview: (time: string) => `Interview: ${time}`,
  reason: (reason: string) => `Reason: ${reason}`,
  jobClosed: 'This job is no longer open.',
  withdraw: 'Withdraw',
  withdrawFor: (title: string) => `Withdraw application for ${title}`,
  withdrawTitle: 'Withdraw this application?',
  withdrawMessage: 'The client will no longer see it. Your monthly application is not given back.',
  withdrawing: 'Withdrawing...',
  cancel: 'Keep it',
  withdrawFailed: 'The application could not be withdrawn. Please try again.',
} as const;
