import { InboxScreen, MessagingIndicators, NotificationsScreen } from '@atelier/inbox';
import { Navigate } from 'react-router';
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
 * The area's screens, inside the workspace layout: the client's navbar (for a signed-in
 * client), then the matched screen.
 */
export const SCREENS: readonly AreaRoute[] = [
  {
    // The API store wraps the layout, so its cache lives as long as the area is mounted.
    element: (
      <ApiStoreProvider>
        <RoleWorkspaceLayout
          workspace="client"
          indicators={<MessagingIndicators workspace="client" />}
        />
      </ApiStoreProvider>
    ),
    children: [
      {
        path: PATHS.dashboard,
        // Each feature is its own chunk, fetched on the first visit of its route.
        element: lazyScreen(
          () => import('../features/client-dashboard/components/ClientDashboard'),
          'ClientDashboard',
          'Loading Client Dashboard',
        ),
      },
      { path: PATHS.messages, element: <InboxScreen workspace="client" /> },
      { path: PATHS.postJob, element: <PlaceholderScreen title="Post a Job" /> },
      { path: PATHS.postRequest, element: <PlaceholderScreen title="Post a Request" /> },
      { path: PATHS.manageListings, element: <PlaceholderScreen title="Manage Listings" /> },
      // The spec: /client/applications defaults to /client/applications/freelancers.
      { path: PATHS.applications, element: <Navigate to={PATHS.freelancerApplications} replace /> },
      {
        path: PATHS.freelancerApplications,
        element: <PlaceholderScreen title="Freelancer Applications" />,
      },
      {
        path: PATHS.supplierApplications,
        element: <PlaceholderScreen title="Supplier Responses" />,
      },
      { path: PATHS.notifications, element: <NotificationsScreen workspace="client" /> },
      { path: PATHS.profile, element: <PlaceholderScreen title="Company Profile" /> },
      { path: PATHS.team, element: <PlaceholderScreen title="Team Members" /> },
      { path: PATHS.settings, element: <PlaceholderScreen title="Settings" /> },
      {
        path: PATHS.explore,
        element: lazyScreen(
          () => import('../features/explore/components/Explore'),
          'Explore',
          'Loading Talent & Suppliers',
        ),
      },
      {
        path: PATHS.dashboardPreview,
        element: <PlaceholderScreen title="Client Dashboard Preview" />,
      },
    ],
  },
];
