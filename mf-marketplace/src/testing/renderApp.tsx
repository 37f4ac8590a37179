// Test helpers of this remote (tests only): render the real area (its router, screens and a
// fresh store) at a path, inside the providers the shell's lifecycles would give it.
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AtelierThemeProvider, PlatformProvider, type SessionSnapshot } from '@atelier/shared-ui';
// shared-ui keeps its test helpers out of its public API; tests reach them by path.
import {
  createFakePlatform,
  installDialogPolyfill,
  type FakePlatform,
} from '@atelier/shared-ui/test-utils';
import { App } from '../app/App';
import { makeStore, type AppStore, type StoreOptions } from '../app/store';
import { TEST_ACCESS_TOKEN, createCatalogueServer, type CatalogueServer } from './catalogueServer';

export interface RenderAppOptions extends Omit<StoreOptions, 'fetchFn' | 'getAccessToken'> {
  /** The visitor's session; signed out by default. A signed-in session has the server's token. */
  session?: SessionSnapshot;
  /** The catalogue the area talks to; one without products by default. */
  server?: CatalogueServer;
  /** Options for `userEvent.setup`, e.g. `{ advanceTimers: jest.advanceTimersByTime }`. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  store: AppStore;
  platform: FakePlatform;
  server: CatalogueServer;
}

/**
 * Renders the marketplace area at `path`, talking to `server` (an in-memory auth-service); a
 * visitor's favourites and saved jobs use jsdom's local storage.
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const { session, userOptions, storage, server = createCatalogueServer([]) } = options;
  installDialogPolyfill();
  window.history.replaceState(null, '', path);
  const platform = createFakePlatform(session);
  if (session?.status === 'signedIn') platform.getAccessToken.mockResolvedValue(TEST_ACCESS_TOKEN);
  const store = makeStore(undefined, {
    storage,
    fetchFn: server.fetchFn,
    getAccessToken: platform.getAccessToken,
  });
  const user = userEvent.setup(userOptions);
  const result = render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <App store={store} />
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { ...result, user, store, platform, server };
}

/** A signed-in visitor. */
export const SIGNED_IN: SessionSnapshot = {
  status: 'signedIn',
  profile: { id: 'user-1', email: 'ada@example.com', fullName: 'Ada Lovelace', role: 'freelancer' },
  isPremium: false,
};
