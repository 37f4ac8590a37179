import { createRoot } from 'react-dom/client';
import { registerApplication, start } from 'single-spa';
import { AtelierThemeProvider, GlobalStyle, type PlatformProps } from '@atelier/shared-ui';
import { AREAS, SHELL_AREA, ownerOf } from './app/areas';
import { federatedAreaLoader, remoteRegistry } from './app/federated-area-loader';
import { createPlatformProps } from './app/platform-props';
import { createResilientArea } from './app/resilient-area';
import { sessionResolved } from './app/session/sessionSlice';
import { makeStore } from './app/store';

const store = makeStore();

// Page-wide styles, once, from the shell.
const globalStyles = document.createElement('div');
document.body.prepend(globalStyles);
createRoot(globalStyles).render(
  <AtelierThemeProvider>
    <GlobalStyle />
  </AtelierThemeProvider>,
);

// Read the registry while the session resolves; areas load from it on first visit.
void remoteRegistry().catch(() => undefined);

for (const area of AREAS) {
  registerApplication<PlatformProps>({
    name: area.name,
    app: () => Promise.resolve(createResilientArea(area.label, federatedAreaLoader(area.name))),
    activeWhen: (location) => ownerOf(location.pathname) === area.name,
    customProps: (name) => createPlatformProps(store, name),
  });
}

registerApplication<PlatformProps>({
  name: SHELL_AREA,
  app: () => import('./app/shell-area'),
  activeWhen: (location) => {
    const owner = ownerOf(location.pathname);
    return owner === SHELL_AREA || owner === null;
  },
  customProps: (name) => createPlatformProps(store, name),
});

// Identity (Keycloak) arrives with the sign-in issue; until then every visitor is signed out.
store.dispatch(sessionResolved({ status: 'signedOut' }));
start({ urlRerouteOnly: true });
