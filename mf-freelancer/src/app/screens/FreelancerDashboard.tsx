import { NotificationsCard } from '@atelier/inbox';
import { useSession } from '@atelier/shared-ui';
import { ANALYTICS_SUMMARY_DAYS } from '../../features/analytics/model/texts';
import { useGetMyAnalyticsQuery } from '../../features/analytics/api/getMyAnalytics';
import { useGetMyApplicationsQuery } from '../../features/applications/api/getMyApplications';
import { useGetJobMatchesQuery } from '../../features/freelancer-dashboard/api/getJobMatches';
import { FreelancerDashboardView } from '../../features/freelancer-dashboard/components/FreelancerDashboard';
import { loadableOf } from '../../features/freelancer-dashboard/model/loadable';
import { profileCompletion } from '../../features/freelancer-dashboard/model/profileCompletion';
import { salesOverview } from '../../features/freelancer-dashboard/model/salesOverview';
import { useGetMyProductsQuery } from '../../features/manage-products/api/getMyProducts';
import { useGetMyPublicProfileQuery } from '../../features/manage-profile/api/getMyPublicProfile';
import { useGetSellerOrderSummaryQuery } from '../../features/orders/api/getSellerOrderSummary';
import { useGetEarningsQuery } from '../../features/payments/api/getEarnings';
import { isNewThisMonth } from '../../features/payments/model/earnings';

/**
 * /freelancer/dashboard: the dashboard's cards fed with the session (PRO badge, welcome) and the
 * API: the catalogue (sales) with Payments' monthly growth, the hiring loop (applications, job matches), analytics (views) and
 * the public profile (completion); each card loads, fails and retries on its own.
 */
export function FreelancerDashboard() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const products = useGetMyProductsQuery(undefined);
  // The growth beside the revenue: the card shows without it if Payments does not answer.
  const earnings = useGetEarningsQuery(undefined);
  const projects = useGetSellerOrderSummaryQuery(undefined);
  const applications = useGetMyApplicationsQuery(undefined);
  const matches = useGetJobMatchesQuery(undefined);
  const analytics = useGetMyAnalyticsQuery({ days: ANALYTICS_SUMMARY_DAYS });
  const profile = useGetMyPublicProfileQuery(undefined);
  const name = signedIn ? session.profile?.fullName : undefined;
  return (
    <FreelancerDashboardView
      isPro={signedIn && session.isPremium}
      {...(name === undefined ? {} : { name })}
      sales={loadableOf(products, (data) =>
        salesOverview(
          data.products,
          earnings.data?.monthlyGrowth ?? null,
          earnings.data !== undefined && isNewThisMonth(earnings.data),
        ),
      )}
      projects={loadableOf(projects, (data) => data)}
      applications={loadableOf(applications, (data) => data.applications)}
      matches={loadableOf(matches, (data) => data.matches)}
      analytics={loadableOf(analytics, (data) => data.totals)}
      completion={loadableOf(profile, profileCompletion)}
      notifications={<NotificationsCard workspace="freelancer" />}
    />
  );
}
