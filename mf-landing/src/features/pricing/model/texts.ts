// The pricing section's interface texts, in one place so tests can import them.
export const PRICING_TEXTS = {
  tabsLabel: 'Plans by audience',
  loading: 'Loading plans...',
  errorTitle: "We couldn't load the plans.",
  errorText: 'Check your connection and try again.',
  retry: 'Retry',
  empty: 'No plans are available for this audience yet.',
  free: 'Free',
  perMonth: '/month',
  startFree: 'Start for Free',
  subscribe: 'Subscribe Now',
  featuresLabel: 'Included',
  paymentsOffTitle: 'Online payments are not available yet.',
  paymentsOff: 'Pro plans cannot be bought on this installation for now; the free plans are open.',
} as const;
