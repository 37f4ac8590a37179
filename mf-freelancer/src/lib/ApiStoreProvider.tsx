import { configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePlatform } from '@atelier/shared-ui';
import { api, type ApiExtra } from './api';

/** A store holding the API cache; the token comes from the shell's platform props. */
export function makeApiStore(extra: ApiExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}
export type ApiStore = ReturnType<typeof makeApiStore>;

/**
 * Gives the screens under it the API store. The area has no app-wide store yet (app/ is
 * composition another change owns); when it has one, this provider gives way to it.
 */
export function ApiStoreProvider({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const [store] = useState(() => makeApiStore({ getAccessToken: platform.getAccessToken }));
  return <Provider store={store}>{children}</Provider>;
}
