import { NotificationsCard } from '@atelier/inbox';
import { useEffect } from 'react';
import { useSession } from '@atelier/shared-ui';
import { ClientDashboardView } from '../../features/client-dashboard/components/ClientDashboard';
import { useGetClientDashboardQuery } from '../../features/client-dashboard/api/getClientDashboard';
import { useAcceptInvitationMutation } from '../../features/company-profile/api/acceptInvitation';
import { useGetMyCompanyQuery } from '../../features/company-profile/api/getMyCompany';

/**
 * /client/dashboard: the dashboard's cards fed with the session (plan badge, Upgrade Now), the
 * company profile and GET /api/dashboards/client (recommended profiles, applications overview,
 * brand analytics), with the unread notifications. A client without a company first joins the one
 * that invited them (a newcomer is offered it on the role screen; this covers a client invited
 * after choosing their role).
 */
export function ClientDashboard() {
  const session = useSession();
  const isPremium = session.status === 'signedIn' && session.isPremium;
  const { data } = useGetMyCompanyQuery(undefined);
  const cards = useGetClientDashboardQuery(undefined);
  const [acceptInvitation] = useAcceptInvitationMutation();
  const withoutCompany = data?.company === null;
  useEffect(() => {
    if (withoutCompany) void acceptInvitation(undefined);
  }, [withoutCompany, acceptInvitation]);
  const userName = session.status === 'signedIn' ? session.profile?.fullName : undefined;
  return (
    <ClientDashboardView
      notifications={<NotificationsCard workspace="client" />}
      isPremium={isPremium}
      company={data === undefined ? undefined : data.company}
      cards={cards.data}
      onRetry={cards.isError ? () => void cards.refetch() : undefined}
      {...(userName === undefined ? {} : { userName })}
    />
  );
}
