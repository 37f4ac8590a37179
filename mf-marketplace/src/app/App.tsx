import { useState } from 'react';
import { Provider } from 'react-redux';
import { AreaRoutes, underPrefixes } from '@atelier/shared-ui';
import { AREA_PREFIXES } from '../config/paths';
import { SCREENS } from './routes';
import { makeStore, type AppStore } from './store';

const isUnknownPathOfArea = underPrefixes(AREA_PREFIXES);

export interface AppProps {
  /** The store to use; a new one per mount by default (tests pass their own). */
  store?: AppStore;
}

/** The marketplace area: its own store (one per mount) around its routes. */
export function App({ store: givenStore }: AppProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  return (
    <Provider store={store}>
      <AreaRoutes routes={SCREENS} isUnknownPathOfArea={isUnknownPathOfArea} />
    </Provider>
  );
}
