/** Quotes from a style and the confidential style's NDA (issue 39): this feature's texts. */
export const QUOTE_TEXTS = {
  requestQuotes: 'Request quotes',
  dialogTitle: (revision: number) => `Request quotes for revision ${String(revision)}`,
  dialogText:
    'A supplier request is prepared from this revision: its category, the target price from the cost sheet and the tech pack PDF. You complete it and publish it in Post a Request.',
  quantity: 'Quantity (units)',
  deadline: 'Quotes needed by',
  deadlineHint: 'Optional',
  create: 'Prepare the request',
  creating: 'Preparing…',
  cancel: 'Cancel',
  failed: 'The request could not be prepared. Try again.',
  quantityRequired: 'Please enter a quantity of at least 1 unit.',
  heading: 'Quote requests',
  intro:
    'Supplier requests made from this style. Accepting a quote puts its price in the cost sheet.',
  empty: 'No quote requests yet. Request quotes from an approved revision in History.',
  loadError: 'The quote requests could not be loaded.',
  retry: 'Retry',
  line: (revision: number, quantity: number, responses: number) =>
    `Revision ${String(revision)} · ${String(quantity)} units · ${String(responses)} ${responses === 1 ? 'quote' : 'quotes'}`,
  open: 'Open',
  statuses: {
    draft: 'Draft',
    active: 'Active',
    closed: 'Closed',
    expired: 'Expired',
  } as Record<string, string>,
  confidential: 'Confidential style',
  confidentialHint: 'Reviewers open it only after accepting its NDA; editors need none.',
  ndaTitle: 'Confidential style',
  ndaText: 'Accept its NDA to open this style. Your acceptance is recorded and shown to its owner.',
  accept: 'I accept the NDA',
  accepting: 'Accepting…',
  ndaLoadError: 'The NDA could not be loaded.',
} as const;
