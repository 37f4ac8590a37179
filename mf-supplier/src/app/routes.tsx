import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';

/**
 * Every path this remote owns (spec 000, section 2; spec 001, section 2). The supplier's
 * subscription page belongs to the shell.
 */
export const PATHS = {
  dashboard: '/supplier/dashboard',
  messages: '/supplier/messages',
  services: '/supplier/services',
  requests: '/supplier/requests',
  profile: '/supplier/profile',
  billing: '/supplier/billing',
  settings: '/supplier/settings',
  dashboardPreview: '/supplier-dashboard-preview',
} as const;

export const AREA_PREFIXES: readonly string[] = ['/supplier/'];

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.dashboard, element: <PlaceholderScreen title="Supplier Dashboard" /> },
  { path: PATHS.messages, element: <PlaceholderScreen title="Messages" /> },
  { path: PATHS.services, element: <PlaceholderScreen title="My Services" /> },
  { path: PATHS.requests, element: <PlaceholderScreen title="Client Requests" /> },
  { path: PATHS.profile, element: <PlaceholderScreen title="Profile" /> },
  { path: PATHS.billing, element: <PlaceholderScreen title="Billing" /> },
  { path: PATHS.settings, element: <PlaceholderScreen title="Settings" /> },
  {
    path: PATHS.dashboardPreview,
    element: <PlaceholderScreen title="Supplier Dashboard Preview" />,
  },
];
