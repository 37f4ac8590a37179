import {
  ClientNavbar,
  FreelancerNavbar,
  SupplierNavbar,
  useSession,
  type SelfServiceRole,
} from '@atelier/shared-ui';

/** The navbar of the role whose subscription page this is. */
export function SubscriptionNavbar({ audience }: { audience: SelfServiceRole }) {
  const session = useSession();
  const email = session.status === 'signedIn' ? (session.profile?.email ?? '') : '';
  switch (audience) {
    case 'freelancer':
      return <FreelancerNavbar username={email.split('@')[0] ?? ''} />;
    case 'client':
      return <ClientNavbar />;
    case 'supplier':
      return <SupplierNavbar />;
  }
}
