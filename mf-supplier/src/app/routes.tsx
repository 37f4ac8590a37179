import {
  PlaceholderScreen,
  RoleWorkspaceLayout,
  lazyScreen,
  type AreaRoute,
} from '@atelier/shared-ui';
import { PATHS } from '../config/paths';
import { ApiStoreProvider } from '../lib/ApiStoreProvider';

export { AREA_PREFIXES, PATHS } from '../config/paths';

/**
 * The area's screens, inside the workspace layout: the supplier's navbar (for a signed-in
 * supplier), then the matched screen.
 */
export const SCREENS: readonly AreaRoute[] = [
  {
    // The API store wraps the layout, so its cache lives as long as the area is mounted.
    element: (
      <ApiStoreProvider>
        <RoleWorkspaceLayout workspace="supplier" />
      </ApiStoreProvider>
    ),
    children: [
      { path: PATHS.dashboard, element: <PlaceholderScreen title="Supplier Dashboard" /> },
      { path: PATHS.messages, element: <PlaceholderScreen title="Messages" /> },
      { path: PATHS.services, element: <PlaceholderScreen title="My Services" /> },
      {
        path: PATHS.requests,
        element: lazyScreen(
          () => import('../features/supplier-requests/components/SupplierRequests'),
          'SupplierRequests',
          'Loading Client Requests',
        ),
      },
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
