import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from './store';
import { useStoreHolder } from './storeHolder';

/** Provides the area's store, making it the first time any part of this mount needs it. */
export function AreaStoreProvider({ children }: { children: ReactNode }) {
  const holder = useStoreHolder();
  // Lazy initialisation of a per-mount object, like a ref's: the same store on every render.
  holder.store ??= makeStore();
  return <Provider store={holder.store}>{children}</Provider>;
}
