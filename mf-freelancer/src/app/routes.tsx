import { roleWorkspaceScreens } from '@atelier/inbox';
import { lazyScreen, type AreaRoute } from '@atelier/shared-ui';
import { PATHS } from '../config/paths';
import { PrerenderedContentOffProfile } from './PrerenderedContentOffProfile';

export { AREA_PREFIXES, PATHS } from '../config/paths';

const productForm = lazyScreen(
  () => import('../features/product-form/components/ProductFormScreen'),
  'ProductFormScreen',
  'Loading Product Form',
);

const manageProfile = lazyScreen(
  () => import('../features/manage-profile/components/ManageProfile'),
  'ManageProfile',
  'Loading Profile',
);

/**
 * The area's screens, inside the workspace layout: the freelancer's navbar (for a signed-in
 * freelancer), then the matched screen; messages, notifications and settings come with it.
 */
export const SCREENS: readonly AreaRoute[] = roleWorkspaceScreens({
  workspace: 'freelancer',
  frame: (layout) => <PrerenderedContentOffProfile>{layout}</PrerenderedContentOffProfile>,
  screens: [
    {
      path: PATHS.dashboard,
      // Each feature is its own chunk, fetched on the first visit of its route.
      element: lazyScreen(
        () => import('./screens/FreelancerDashboard'),
        'FreelancerDashboard',
        'Loading Freelancer Dashboard',
      ),
    },
    {
      path: PATHS.portfolio,
      element: lazyScreen(
        () => import('../features/portfolio/components/ManagePortfolio'),
        'ManagePortfolio',
        'Loading Portfolio',
      ),
    },
    {
      path: PATHS.applications,
      element: lazyScreen(
        () => import('../features/applications/components/MyApplications'),
        'MyApplications',
        'Loading Applications',
      ),
    },
    { path: PATHS.profile, element: manageProfile },
    { path: PATHS.manageProfile, element: manageProfile },
    {
      path: PATHS.payments,
      element: lazyScreen(
        () => import('../features/payments/components/PaymentsScreen'),
        'PaymentsScreen',
        'Loading Payments',
      ),
    },
    {
      path: PATHS.analytics,
      element: lazyScreen(
        () => import('../features/analytics/components/Analytics'),
        'Analytics',
        'Loading Analytics',
      ),
    },
    {
      path: PATHS.uploadProject,
      element: lazyScreen(
        () => import('../features/upload-project/components/UploadProject'),
        'UploadProject',
        'Loading Upload Form',
      ),
    },
    { path: PATHS.sellProducts, element: productForm },
    { path: PATHS.editProduct, element: productForm },
    {
      path: PATHS.manageProducts,
      element: lazyScreen(
        () => import('../features/manage-products/components/ManageProducts'),
        'ManageProducts',
        'Loading Manage Products',
      ),
    },
    {
      path: PATHS.orders,
      element: lazyScreen(
        () => import('../features/orders/components/SellerOrders'),
        'SellerOrders',
        'Loading Orders',
      ),
    },
    {
      // Send Message opens the inbox's conversation; Invite to Project a client's open jobs.
      path: PATHS.publicPortfolio,
      element: lazyScreen(
        () => import('../features/public-profile/components/PublicProfileScreen'),
        'PublicProfileScreen',
        'Loading Profile',
      ),
    },
    {
      path: PATHS.dashboardPreview,
      element: lazyScreen(
        () => import('../features/freelancer-dashboard/components/FreelancerDashboardPreview'),
        'FreelancerDashboardPreview',
        'Loading Freelancer Dashboard Preview',
      ),
    },
  ],
});
