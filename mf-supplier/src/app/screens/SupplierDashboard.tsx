import { NotificationsCard } from '@atelier/inbox';
import { useSession } from '@atelier/shared-ui';
import { SupplierDashboardView } from '../../features/supplier-dashboard/components/SupplierDashboard';
import { useGetSupplierDashboardQuery } from '../../features/supplier-dashboard/api/getSupplierDashboard';
import { useGetMyServicesQuery } from '../../features/services/api/getMyServices';
import { useGetMySupplierProfileQuery } from '../../features/supplier-profile/api/getMySupplierProfile';

/**
 * /supplier/dashboard: the dashboard's cards fed with the session (Pro: Supplier Pro; Verified
 * Supplier once an admin verified the business, issue 43), the supplier profile, the services and GET /api/dashboards/supplier (recent client requests,
 * analytics), with the unread notifications.
 */
export function SupplierDashboard() {
  const session = useSession();
  const isPro = session.status === 'signedIn' && session.isPremium;
  const { data: services } = useGetMyServicesQuery(undefined);
  const { data: mine } = useGetMySupplierProfileQuery(undefined);
  const cards = useGetSupplierDashboardQuery(undefined);
  const name =
    mine?.profile?.companyName ??
    (session.status === 'signedIn' ? session.profile?.fullName : undefined);
  return (
    <SupplierDashboardView
      isPro={isPro}
      verified={mine?.profile?.verified === true}
      services={services}
      cards={cards.data}
      onRetry={cards.isError ? () => void cards.refetch() : undefined}
      notifications={<NotificationsCard workspace="supplier" />}
      {...(name === undefined ? {} : { name })}
    />
  );
}
