import { roleWorkspaceScreens } from '@atelier/inbox';
import { lazyScreen, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

/**
 * The area's screens, inside the workspace layout: the supplier's navbar (for a signed-in
 * supplier), then the matched screen; messages, notifications and settings come with it.
 */
export const SCREENS: readonly AreaRoute[] = roleWorkspaceScreens({
  workspace: 'supplier',
  screens: [
    {
      path: PATHS.dashboard,
      element: lazyScreen(
        () => import('./screens/SupplierDashboard'),
        'SupplierDashboard',
        'Loading Supplier Dashboard',
      ),
    },
    {
      path: PATHS.services,
      // Each feature is its own chunk, fetched on the first visit of its route.
      element: lazyScreen(
        () => import('../features/services/components/Services'),
        'Services',
        'Loading Services',
      ),
    },
    {
      path: PATHS.requests,
      element: lazyScreen(
        () => import('../features/supplier-requests/components/SupplierRequests'),
        'SupplierRequests',
        'Loading Client Requests',
      ),
    },
    {
      // Issue 39: the sample rounds of the styles brands shared with the supplier (PLM).
      path: PATHS.samples,
      element: lazyScreen(
        () => import('../features/supplier-samples/components/SupplierSamples'),
        'SupplierSamples',
        'Loading Samples',
      ),
    },
    {
      path: PATHS.savedSearches,
      element: lazyScreen(
        () => import('../features/saved-searches/components/SavedSearches'),
        'SavedSearches',
        'Loading Saved Searches',
      ),
    },
    {
      path: PATHS.profile,
      element: lazyScreen(
        () => import('../features/supplier-profile/components/SupplierProfileScreen'),
        'SupplierProfileScreen',
        'Loading Supplier Profile',
      ),
    },
    {
      path: PATHS.dashboardPreview,
      element: lazyScreen(
        () => import('../features/supplier-dashboard/components/SupplierDashboardPreview'),
        'SupplierDashboardPreview',
        'Loading Supplier Dashboard Preview',
      ),
    },
  ],
});
