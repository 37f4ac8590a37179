import { roleWorkspaceScreens } from '@atelier/inbox';
import { Navigate } from 'react-router-dom';
import { lazyScreen, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

/**
 * The area's screens, inside the workspace layout: the client's navbar (for a signed-in
 * client), then the matched screen; messages, notifications and settings come with it.
 */
export const SCREENS: readonly AreaRoute[] = roleWorkspaceScreens({
  workspace: 'client',
  screens: [
    {
      path: PATHS.dashboard,
      // Each feature is its own chunk, fetched on the first visit of its route.
      element: lazyScreen(
        () => import('./screens/ClientDashboard'),
        'ClientDashboard',
        'Loading Client Dashboard',
      ),
    },
    {
      path: PATHS.postJob,
      element: lazyScreen(
        () => import('../features/post-job/components/PostJob'),
        'PostJob',
        'Loading Post a Job',
      ),
    },
    {
      path: PATHS.postRequest,
      element: lazyScreen(
        () => import('../features/post-request/components/PostRequest'),
        'PostRequest',
        'Loading Post a Request',
      ),
    },
    {
      path: PATHS.manageListings,
      element: lazyScreen(
        () => import('../features/manage-listings/components/ManageListings'),
        'ManageListings',
        'Loading Listings',
      ),
    },
    // The spec: /client/applications defaults to /client/applications/freelancers.
    { path: PATHS.applications, element: <Navigate to={PATHS.freelancerApplications} replace /> },
    {
      path: PATHS.freelancerApplications,
      element: lazyScreen(
        () => import('../features/freelancer-applications/components/FreelancerApplications'),
        'FreelancerApplications',
        'Loading Applications',
      ),
    },
    {
      path: PATHS.supplierApplications,
      element: lazyScreen(
        () => import('../features/supplier-responses/components/SupplierResponses'),
        'SupplierResponses',
        'Loading Supplier Responses',
      ),
    },
    {
      path: PATHS.profile,
      element: lazyScreen(
        () => import('../features/company-profile/components/CompanyProfile'),
        'CompanyProfile',
        'Loading Company Profile',
      ),
    },
    {
      path: PATHS.team,
      element: lazyScreen(
        () => import('../features/team/components/TeamMembers'),
        'TeamMembers',
        'Loading Team Members',
      ),
    },
    {
      path: PATHS.explore,
      element: lazyScreen(
        () => import('../features/explore/components/Explore'),
        'Explore',
        'Loading Talent & Suppliers',
      ),
    },
    {
      // Public, like a portfolio: brands open it from /explore, quotes and invitations.
      path: PATHS.supplierProfile,
      element: lazyScreen(
        () => import('../features/supplier-profile/components/SupplierProfileScreen'),
        'SupplierProfileScreen',
        'Loading Supplier',
      ),
    },
    {
      path: PATHS.dashboardPreview,
      element: lazyScreen(
        () => import('../features/client-dashboard/components/ClientDashboardPreview'),
        'ClientDashboardPreview',
        'Loading Client Dashboard Preview',
      ),
    },
  ],
});
