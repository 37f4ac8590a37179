import { AreaRoutes, AreaStoreProvider, underPrefixes } from '@atelier/shared-ui';
import { SavedJobsMerge } from '../features/jobs/components/SavedJobsMerge';
import { FavouritesMerge } from '../features/marketplace/components/FavouritesMerge';
import { AREA_PREFIXES } from '../config/paths';
import { SCREENS } from './routes';
import { makeStore, type AppStore } from './store';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

export interface AppProps {
  /** The store to use; a new one per mount by default (tests pass their own). */
  store?: AppStore;
}

/**
 * The marketplace area: its own store (one per mount, requests carrying the shell's access
 * token) around its routes, and the merge of a visitor's favourites at sign-in.
 */
export function App({ store: givenStore }: AppProps) {
  return (
    <AreaStoreProvider makeStore={makeStore} store={givenStore}>
      <FavouritesMerge />
      <SavedJobsMerge />
      <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />
    </AreaStoreProvider>
  );
}
