// The landing page's interface texts (labels, buttons), in one place so tests can import them.
// The marketing claims and sample items are in src/content/landing.ts.

export const HEADER_TEXTS = {
  /** The navigation landmark's name; the platform's browser tests look for it. */
  navLabel: 'Main',
  signIn: 'Sign In',
  getStarted: 'GET STARTED',
  menu: 'Menu',
} as const;

export const CARD_TEXTS = {
  preview: 'Preview',
  buyNow: 'Buy Now',
  applyNow: 'Apply Now',
  urgent: 'Urgent',
  downloads: 'downloads',
  by: 'by',
  deadline: 'Deadline',
  viewAllJobs: 'View All Jobs',
  browseMarketplace: 'Browse the Marketplace',
} as const;

/** The hero's links to the public dashboard previews (spec 000: medium and larger screens only). */
export const DASHBOARD_PREVIEW_TEXTS = {
  label: 'Preview the dashboards',
  freelancer: 'Freelancer Dashboard',
  client: 'Client Dashboard',
  supplier: 'Supplier Dashboard',
} as const;

export const FOOTER_TEXTS = {
  /** The name of the footer's navigation with the legal links. */
  legalLabel: 'Legal',
  rights: 'All rights reserved.',
} as const;
