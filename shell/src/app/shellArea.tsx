import {
  AreaRoutes,
  AreaStoreProvider,
  createAreaLifecycles,
  type AreaLifecycles,
} from '@atelier/shared-ui';
import { GuardGate } from '../features/route-guard/components/GuardGate';
import { ownerOf } from './areas';
import { IdentityContext } from './identity/IdentityContext';
import type { Identity } from './identity/identity';
import { SCREENS } from './routes';
import { makeShellAreaStore } from './shellAreaStore';

// Paths nobody owns reach the shell's own area, which sends them to `/` (spec 000, section 2).
const isUnowned = (pathname: string) => ownerOf(pathname) === null;

/**
 * The shell's own screens, a single-spa application like every remote. It is also active on a
 * guarded path of any area until the guard allows it, showing 'Loading your profile...' or
 * carrying out the redirect.
 */
export function createShellArea(identity: Identity): AreaLifecycles {
  // The shell's screens take the token from the identity itself (they run inside the shell).
  const makeStore = () =>
    makeShellAreaStore(undefined, { getAccessToken: identity.getAccessToken });
  function ShellScreens() {
    return (
      <AreaStoreProvider makeStore={makeStore}>
        <IdentityContext.Provider value={identity}>
          <AreaRoutes
            routes={SCREENS}
            isUnknownPathOfArea={isUnowned}
            wrap={(screens) => <GuardGate>{screens}</GuardGate>}
          />
        </IdentityContext.Provider>
      </AreaStoreProvider>
    );
  }
  return createAreaLifecycles(ShellScreens, { label: 'Atelier' });
}
