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
