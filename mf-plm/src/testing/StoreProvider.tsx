// Tests only: a screen inside the area's store, as App gives it one per mount, its token taken
// from the (fake) platform the test renders with.
import type { ReactNode } from 'react';
import { AreaStoreProvider } from '@atelier/shared-ui';
import { makeStore } from '../app/store';

export function StoreProvider({ children }: { children: ReactNode }) {
  return <AreaStoreProvider makeStore={makeStore}>{children}</AreaStoreProvider>;
}
