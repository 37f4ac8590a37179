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

const addresses = (count: number) => `${String(count)} ${count === 1 ? 'address' : 'addresses'}`;

/** 'Announce PLM' (issue 38): the PLM waitlist told once that PLM is live. */
export const PLM_ANNOUNCEMENT_TEXTS = {
  title: 'PLM launch',
  intro:
    "Announce PLM e-mails 'Atelier PLM is live' to every PLM waitlist address once, and the landing page's PLM section then links to Atelier PLM instead of the waitlist form.",
  loading: 'Loading the PLM waitlist',
  error: 'The PLM waitlist could not be loaded.',
  retry: 'Retry',
  announce: 'Announce PLM',
  announcedOn: (date: string) => `Announced on ${date}: announce again`,
  waiting: (count: number) => `Waitlist addresses not yet e-mailed: ${String(count)}.`,
  dialogTitle: 'Announce PLM?',
  dialogMessage: (count: number) =>
    count === 0
      ? 'Every waitlist address has already been e-mailed: none will get it again.'
      : `${addresses(count)} on the PLM waitlist will get 'Atelier PLM is live' by e-mail, once each.`,
  confirm: 'Announce PLM',
  busy: 'Announcing...',
  queued: (count: number) => `Announcement queued for ${addresses(count)}`,
  alreadyAnnounced: (date: string) =>
    `Already announced on ${date}: announcement queued for 0 addresses`,
  failed: (reason: string | null) =>
    reason === null
      ? 'PLM could not be announced. Please try again.'
      : `PLM could not be announced: ${reason}`,
} as const;

/** Verified Supplier (issue 43): the applications an admin reviews. */
export const SUPPLIER_VERIFICATION_TEXTS = {
  title: 'Supplier verifications',
  intro:
    'Check each business against its document. Approved, the supplier carries the Verified Supplier badge while on Supplier Pro; refused, they read your reason and may apply again.',
  loading: 'Loading supplier verifications',
  error: 'The supplier verifications could not be loaded.',
  retry: 'Retry',
  empty: 'No applications waiting',
  emptyText: 'Suppliers on Supplier Pro apply from their profile; their applications show here.',
  sent: (date: string) => `Sent on ${date}`,
  legalName: 'Legal name',
  registrationNumber: 'Registration number',
  address: 'Address',
  website: 'Website',
  document: (name: string) => `Open ${name}`,
  documentFailed: (name: string) => `${name} could not be downloaded. Please try again.`,
  approve: 'Approve',
  approving: 'Approving...',
  refuse: 'Refuse',
  reason: (company: string) => `Reason for refusing ${company}`,
  reasonRequired: 'Please give the reason for refusing the application.',
  sendRefusal: 'Send refusal',
  refusing: 'Refusing...',
  cancel: 'Cancel',
  approved: (company: string) => `${company} is verified.`,
  refused: (company: string) => `${company}'s application was refused.`,
  failed: (company: string, reason: string | null) =>
    reason === null
      ? `${company}'s application could not be reviewed. Please try again.`
      : `${company}'s application could not be reviewed: ${reason}`,
} as const;
