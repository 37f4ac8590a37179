import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePlatform } from '@atelier/shared-ui';
import { makeApiStore, type ApiStore } from './api';

export interface ApiStoreProviderProps {
  /** The store to use; a new one per mount by default (tests may pass their own). */
  store?: ApiStore;
  children: ReactNode;
}

/** Gives the area's screens the API store, its token taken from the shell's props. */
export function ApiStoreProvider({ store: givenStore, children }: ApiStoreProviderProps) {
  const { getAccessToken } = usePlatform();
  const [store] = useState(() => givenStore ?? makeApiStore({ getAccessToken }));
  return <Provider store={store}>{children}</Provider>;
}
