import { useSession } from '@atelier/shared-ui';
import { SupplierDashboardView } from '../../features/supplier-dashboard/components/SupplierDashboard';
import { useGetMyServicesQuery } from '../../features/services/api/getMyServices';
import { useGetMySupplierProfileQuery } from '../../features/supplier-profile/api/getMySupplierProfile';

/**
 * /supplier/dashboard: the dashboard's cards fed with the session (Pro: Verified Supplier), the
 * supplier profile and the services. Recent client requests and analytics join when the requests
 * module answers (see the supplier-dashboard feature).
 */
export function SupplierDashboard() {
  const session = useSession();
  const isPro = session.status === 'signedIn' && session.isPremium;
  const { data: services } = useGetMyServicesQuery(undefined);
  const { data: mine } = useGetMySupplierProfileQuery(undefined);
  const name =
    mine?.profile?.companyName ??
    (session.status === 'signedIn' ? session.profile?.fullName : undefined);
  return (
    <SupplierDashboardView
      isPro={isPro}
      services={services}
      {...(name === undefined ? {} : { name })}
    />
  );
}
