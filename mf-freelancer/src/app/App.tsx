import type { ReactNode } from 'react';
import { AreaRoutes, FreelancerNavbar, underPrefixes, useSession } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

/** The freelancer's navigation, for a signed-in freelancer (public pages of the area show none). */
function FreelancerChrome({ children }: { children: ReactNode }) {
  const session = useSession();
  const profile = session.status === 'signedIn' ? session.profile : null;
  return (
    <>
      {profile?.role === 'freelancer' && (
        // Profiles have no username yet: the public profile lives under the email's local part.
        <FreelancerNavbar username={profile.email.split('@')[0] ?? profile.id} />
      )}
      {children}
    </>
  );
}

export function App() {
  return (
    <AreaRoutes
      routes={SCREENS}
      isUnknownPathOfArea={isUnknownPathOfArea}
      wrap={(routes) => <FreelancerChrome>{routes}</FreelancerChrome>}
    />
  );
}
