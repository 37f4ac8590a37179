import { AreaRoutes, AreaStoreProvider, underPrefixes } from '@atelier/shared-ui';
import { AREA_PREFIXES, SCREENS } from './routes';
import { makeStore, type AppStore } from './store';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

export interface AppProps {
  /** The store to use; a new one per mount by default (tests pass their own). */
  store?: AppStore;
}

/**
 * Atelier PLM: its own store (one per mount, requests carrying the shell's access token) around
 * its screens (inside the signed-in user's own header) and the unknown-path rule.
 */
export function App({ store: givenStore }: AppProps) {
  return (
    <AreaStoreProvider makeStore={makeStore} store={givenStore}>
      <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />
    </AreaStoreProvider>
  );
}
