import { registerApplication, start, triggerAppChange } from 'single-spa';
import type { PlatformProps } from '@atelier/shared-ui';
import { AREAS, SHELL_AREA, loadingLabelOf, ownerOf } from './app/areas';
import { federatedAreaLoader, remoteRegistry } from './app/federatedAreaLoader';
import { guardRoute } from './lib/guard';
import { createIdentity } from './app/identity/identity';
import { installReturnGuard } from './app/identity/returnGuard';
import { createPlatformProps, subscribeToSession } from './app/platformProps';
import { selectSession } from './app/session/sessionSlice';
import { makeStore } from './app/store';

const store = makeStore();
const identity = createIdentity(store);

// Read the registry while the session resolves; areas load from it on first visit.
void remoteRegistry().catch(() => undefined);

/** An area shows only where the guard allows it for the current session. */
const allowed = (pathname: string) =>
  guardRoute(pathname, selectSession(store.getState())).kind === 'allow';

for (const area of AREAS) {
  registerApplication<PlatformProps>({
    name: area.name,
    // The areas' frame (React, styled-components, shared-ui) is its own chunk: it is evaluated
    // when the first area starts, in a task of its own, not with the rest of the shell's boot.
    app: () =>
      import('./app/resilientArea').then(({ createResilientArea }) =>
        createResilientArea(area.label, federatedAreaLoader(area.name), (pathname) =>
          loadingLabelOf(area, pathname),
        ),
      ),
    activeWhen: (location) =>
      ownerOf(location.pathname) === area.name && allowed(location.pathname),
    customProps: (name) => createPlatformProps(store, identity, name),
  });
}

registerApplication<PlatformProps>({
  name: SHELL_AREA,
  app: () => import('./app/shellArea').then(({ createShellArea }) => createShellArea(identity)),
  activeWhen: (location) => {
    const owner = ownerOf(location.pathname);
    return owner === SHELL_AREA || owner === null || !allowed(location.pathname);
  },
  customProps: (name) => createPlatformProps(store, identity, name),
});

// Public pages start at once; guarded ones wait in the shell area until the session is known.
// When the session changes, the guard decides again.
subscribeToSession(store, () => void triggerAppChange());
// Back after sign-up stops short of Keycloak's registration page (returnGuard.ts).
installReturnGuard();
start({ urlRerouteOnly: true });
void identity.start();
