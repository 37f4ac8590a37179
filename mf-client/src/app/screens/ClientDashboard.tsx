import { NotificationsCard } from '@atelier/inbox';
import { useEffect } from 'react';
import { useSession } from '@atelier/shared-ui';
import { ClientDashboardView } from '../../features/client-dashboard/components/ClientDashboard';
import { useAcceptInvitationMutation } from '../../features/company-profile/api/acceptInvitation';
import { useGetMyCompanyQuery } from '../../features/company-profile/api/getMyCompany';

/**
 * /client/dashboard: the dashboard's cards fed with the session (plan badge, Upgrade Now) and the
 * company profile; a client without a company first joins the one that invited them. The applications overview, recommended profiles and brand analytics join when
 * the applications, directory and listings modules answer (see the client-dashboard feature).
 */
export function ClientDashboard() {
  const session = useSession();
  const isPremium = session.status === 'signedIn' && session.isPremium;
  const { data } = useGetMyCompanyQuery(undefined);
  const [acceptInvitation] = useAcceptInvitationMutation();
  const withoutCompany = data?.company === null;
  // A client without a company joins the one that invited their email, if any (the team's
  // invitations); the company card then shows it.
  useEffect(() => {
    if (withoutCompany) void acceptInvitation(undefined);
  }, [withoutCompany, acceptInvitation]);
  const userName = session.status === 'signedIn' ? session.profile?.fullName : undefined;
  return (
    <ClientDashboardView
      notifications={<NotificationsCard workspace="client" />}
      isPremium={isPremium}
      company={data === undefined ? undefined : data.company}
      {...(userName === undefined ? {} : { userName })}
    />
  );
}
