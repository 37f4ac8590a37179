import type { ReactNode } from 'react';
import { AreaRoutes, SupplierNavbar, underPrefixes, useSession } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

/** The supplier's navigation, for a signed-in supplier (public pages of the area show none). */
function SupplierChrome({ children }: { children: ReactNode }) {
  const session = useSession();
  const isOwnArea = session.status === 'signedIn' && session.profile?.role === 'supplier';
  return (
    <>
      {isOwnArea && <SupplierNavbar />}
      {children}
    </>
  );
}

export function App() {
  return (
    <AreaRoutes
      routes={SCREENS}
      isUnknownPathOfArea={isUnknownPathOfArea}
      wrap={(routes) => <SupplierChrome>{routes}</SupplierChrome>}
    />
  );
}
