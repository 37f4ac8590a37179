import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

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
