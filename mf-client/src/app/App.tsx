import type { ReactNode } from 'react';
import { AreaRoutes, ClientNavbar, underPrefixes, useSession } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

/** The client's navigation, for a signed-in client (public pages of the area show none). */
function ClientChrome({ children }: { children: ReactNode }) {
  const session = useSession();
  const isOwnArea = session.status === 'signedIn' && session.profile?.role === 'client';
  return (
    <>
      {isOwnArea && <ClientNavbar />}
      {children}
    </>
  );
}

export function App() {
  return (
    <AreaRoutes
      routes={SCREENS}
      isUnknownPathOfArea={isUnknownPathOfArea}
      wrap={(routes) => <ClientChrome>{routes}</ClientChrome>}
    />
  );
}
