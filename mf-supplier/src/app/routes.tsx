import { InboxScreen, MessagingIndicators, NotificationsScreen } from '@atelier/inbox';
import { PlaceholderScreen, RoleWorkspaceLayout, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

/**
 * The area's screens, inside the workspace layout: the supplier's navbar (for a signed-in
 * supplier), then the matched screen.
 */
export const SCREENS: readonly AreaRoute[] = [
  {
    element: (
      <RoleWorkspaceLayout
        workspace="supplier"
        indicators={<MessagingIndicators workspace="supplier" />}
      />
    ),
    children: [
      { path: PATHS.dashboard, element: <PlaceholderScreen title="Supplier Dashboard" /> },
      { path: PATHS.messages, element: <InboxScreen workspace="supplier" /> },
      { path: PATHS.notifications, element: <NotificationsScreen workspace="supplier" /> },
      { path: PATHS.services, element: <PlaceholderScreen title="My Services" /> },
      { path: PATHS.requests, element: <PlaceholderScreen title="Client Requests" /> },
      { path: PATHS.profile, element: <PlaceholderScreen title="Profile" /> },
      { path: PATHS.billing, element: <PlaceholderScreen title="Billing" /> },
      { path: PATHS.settings, element: <PlaceholderScreen title="Settings" /> },
      {
        path: PATHS.dashboardPreview,
        element: <PlaceholderScreen title="Supplier Dashboard Preview" />,
      },
    ],
  },
];
