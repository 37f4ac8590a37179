import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/apiClient';
import { usePlatform } from '../contract/PlatformContext';

export interface AreaStoreProviderProps<S extends Store> {
  /** The app's `makeStore` (app/store.ts); called once per mount with the platform's token. */
  makeStore: (preloadedState: undefined, options: Partial<ApiExtra>) => S;
  /** The store to use instead (tests pass their own). */
  store?: S | undefined;
  children: ReactNode;
}

/**
 * An area's store around its screens: made once per mount, its requests carrying the access
 * token from the shell's props, so its cache lives as long as the area is mounted.
 */
export function AreaStoreProvider<S extends Store>({
  makeStore,
  store: givenStore,
  children,
}: AreaStoreProviderProps<S>) {
  const { getAccessToken } = usePlatform();
  const [store] = useState(() => givenStore ?? makeStore(undefined, { getAccessToken }));
  return <Provider store={store}>{children}</Provider>;
}
