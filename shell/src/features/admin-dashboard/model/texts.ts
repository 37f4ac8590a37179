/** The admin dashboard's sections of issue 20 (ours: the spec names /admin/dashboard only). */
export const SUPPORT_REQUESTS_TEXTS = {
  title: 'Support requests',
  loading: 'Loading support requests',
  error: 'The support requests could not be loaded.',
  retry: 'Retry',
  empty: 'No support requests yet',
  emptyText: 'What users send through Contact Support shows here, newest first.',
  from: (email: string) => `From ${email}`,
} as const;

export const FAILED_EMAILS_TEXTS = {
  title: 'Failed e-mails',
  loading: 'Loading failed e-mails',
  error: 'The failed e-mails could not be loaded.',
  retry: 'Retry',
  empty: 'No failed e-mails',
  emptyText:
    'An e-mail shows here once every attempt to send it failed (the SMTP server refused it or could not be reached).',
  kind: (kind: string) =>
    kind === 'mail.unread-messages'
      ? 'Unread messages'
      : kind === 'mail.team-invitation'
        ? 'Team invitation'
        : 'Notification',
  attempts: (count: number) => `${String(count)} attempts`,
  recipient: (id: string | null) => (id === null ? 'An invited address' : `User ${id}`),
} as const;

export const FEATURED_TEXTS = {
  title: 'Featured products',
  intro: 'Featured products come first in the marketplace and carry the Featured badge.',
  search: 'Find a product',
  loading: 'Loading products',
  error: 'The products could not be loaded.',
  retry: 'Retry',
  empty: 'No products found',
  toggle: (title: string) => `Feature ${title}`,
  saveFailed: (title: string) => `${title} could not be changed. Please try again.`,
} as const;
