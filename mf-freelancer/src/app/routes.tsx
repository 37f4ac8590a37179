import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';

/**
 * Every path this remote owns (spec 000, section 2; spec 001, section 2). The freelancer's
 * subscription page belongs to the shell.
 */
export const PATHS = {
  dashboard: '/freelancer/dashboard',
  portfolio: '/freelancer/portfolio',
  applications: '/freelancer/applications',
  messages: '/freelancer/messages',
  settings: '/freelancer/settings',
  profile: '/freelancer/profile',
  manageProfile: '/freelancer/manage-profile',
  payments: '/freelancer/payments',
  analytics: '/freelancer/analytics',
  uploadProject: '/freelancer/upload-project',
  sellProducts: '/freelancer/sell-products',
  editProduct: '/freelancer/sell-products/:productId',
  manageProducts: '/freelancer/manage-products',
  publicPortfolio: '/portfolio/:username',
  dashboardPreview: '/freelancer-dashboard-preview',
} as const;

export const AREA_PREFIXES: readonly string[] = ['/freelancer/'];

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.dashboard, element: <PlaceholderScreen title="Freelancer Dashboard" /> },
  { path: PATHS.portfolio, element: <PlaceholderScreen title="Portfolio" /> },
  { path: PATHS.applications, element: <PlaceholderScreen title="My Applications" /> },
  { path: PATHS.messages, element: <PlaceholderScreen title="Messages" /> },
  { path: PATHS.settings, element: <PlaceholderScreen title="Settings" /> },
  { path: PATHS.profile, element: <PlaceholderScreen title="Profile" /> },
  { path: PATHS.manageProfile, element: <PlaceholderScreen title="Manage Profile" /> },
  { path: PATHS.payments, element: <PlaceholderScreen title="Payments & Earnings" /> },
  { path: PATHS.analytics, element: <PlaceholderScreen title="Analytics" /> },
  { path: PATHS.uploadProject, element: <PlaceholderScreen title="Upload New Project" /> },
  { path: PATHS.sellProducts, element: <PlaceholderScreen title="Sell Your Products" /> },
  { path: PATHS.editProduct, element: <PlaceholderScreen title="Edit Product" /> },
  { path: PATHS.manageProducts, element: <PlaceholderScreen title="Manage Products" /> },
  { path: PATHS.publicPortfolio, element: <PlaceholderScreen title="Public Profile" /> },
  {
    path: PATHS.dashboardPreview,
    element: <PlaceholderScreen title="Freelancer Dashboard Preview" />,
  },
];
