/** The Supplier Responses screen's texts (spec 001 section 2, View Applications). */
export const TEXTS = {
  title: 'Supplier Responses',
  subtitle: 'Quotes from suppliers for your requests',
  loading: 'Loading Responses',
  loadError: 'Failed to load responses',
  retry: 'Retry',
  search: 'Search responses',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  /** Issue 43 item 7: Pro suppliers' badges, and the order that puts them first. */
  pro: 'PRO',
  verified: 'Verified Supplier',
  sort: 'Sort by',
  empty: 'No applications found',
  emptyHint: 'Try adjusting your search or filter criteria.',
  selectHint: 'Select a response to see its quote.',
  message: 'Message',
  quote: 'Quote',
  attachments: 'Attachments',
  download: (name: string) => `Download ${name}`,
  downloadFailed: (name: string) => `${name} could not be downloaded. Please try again.`,
  actions: {
    shortlist: 'Shortlist',
    discuss: 'Mark In Discussion',
    accept: 'Accept Quote',
    decline: 'Decline',
  },
  declineTitle: 'Decline this response',
  declineReason: 'Reason (the supplier sees it)',
  declineConfirm: 'Decline Response',
  cancel: 'Cancel',
  declinedBecause: (reason: string) => `Declined: ${reason}`,
  comparison: 'Quote Comparison',
  comparisonQuantity: 'Quantity to compare at',
  comparisonHint:
    'Landed cost per unit: the unit price of the tier for this quantity, plus tooling and sample costs spread over it.',
  best: 'Best',
  expired: 'Expired',
  belowMoq: 'Below MOQ',
  columns: {
    supplier: 'Supplier',
    landedUnitCost: 'Landed cost / unit',
    unitPrice: 'Unit price',
    moq: 'MOQ',
    sampleCost: 'Sample cost',
    sampleLeadTimeDays: 'Sample lead time',
    productionLeadTimeDays: 'Production lead time',
    toolingCost: 'Tooling',
    incoterm: 'Incoterm',
    validUntil: 'Valid until',
  },
  days: (days: number) => `${String(days)} ${days === 1 ? 'day' : 'days'}`,
  tier: (from: number) => `From ${String(from)} units`,
  certifications: 'Certifications',
  nda: (date: string) => `NDA accepted ${date}`,
  noNda: 'NDA not accepted',
  accessLog: 'Attachment Access Log',
  accessLogEmpty: 'No one has downloaded these files yet.',
  accessLogEntry: (user: string, file: string, when: string) => `${user} opened ${file} on ${when}`,
} as const;

/** Response statuses as the client reads them (spec section 4, with a quote's words). */
export { QUOTE_STATUS_LABELS as STATUS_LABELS } from '../../../lib/statusLabels';

/** The reasons a client may give when declining a quote; the supplier sees the one chosen. */
export const DECLINE_REASONS = [
  'Price too high',
  'Lead time too long',
  'Minimum order quantity too high',
  'Missing certifications',
  'Chose another supplier',
] as const;
