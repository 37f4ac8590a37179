/** The window of views over time the analytics screen and the dashboard's summary ask for. */
export const ANALYTICS_SUMMARY_DAYS = 30;

/** /freelancer/analytics's texts (spec 000: Freelancer Pro's "stats and views analytics"). */
export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  intro: 'Who looked at your profile and your products.',
  loading: 'Loading analytics',
  error: 'Your analytics could not be loaded.',
  retry: 'Try again',
  profileViews: 'Profile Views',
  productViews: 'Product Views',
  chartTitle: 'Views over time',
  chartSummary: (days: number, profile: number, product: number, busiest: string | null) =>
    `Views per day over the last ${String(days)} days: ${String(profile)} profile ${
      profile === 1 ? 'view' : 'views'
    } and ${String(product)} product ${product === 1 ? 'view' : 'views'}${
      busiest === null ? '' : `; the busiest day was ${busiest}`
    }.`,
  showTable: 'Show the figures',
  day: 'Day',
  noViews: 'No views in this period yet. Share your public profile to be found.',
  upgrade: {
    title: 'Freelancer Pro',
    text: 'Unlimited applications, a featured profile and analytics to win more work.',
    features: [
      'Unlimited applications',
      'Featured profile',
      'Stats and views analytics',
      'PRO badge',
      'Priority access to premium jobs',
      'Early access to PLM tools',
    ],
    action: 'Upgrade to Pro',
  },
} as const;
