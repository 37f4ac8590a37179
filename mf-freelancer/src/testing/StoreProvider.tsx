// Tests only: a screen inside the area's store, as App gives it one per mount, its token taken
// from the (fake) platform the test renders with.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePlatform } from '@atelier/shared-ui';
import { makeStore } from '../app/store';

export function StoreProvider({ children }: { children: ReactNode }) {
  const { getAccessToken } = usePlatform();
  const [store] = useState(() => makeStore(undefined, { getAccessToken }));
  return <Provider store={store}>{children}</Provider>;
}
