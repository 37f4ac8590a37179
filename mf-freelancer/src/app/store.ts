import { configureStore } from '@reduxjs/toolkit';
import type { ApiExtra } from '@atelier/shared-ui';
import { api } from '../lib/api';

export interface StoreOptions {
  /** A fresh access token for auth-service (the shell's props). */
  getAccessToken: ApiExtra['getAccessToken'];
}

/**
 * The area's store, one per mount (App): the API cache of every feature's endpoints, whose
 * requests carry the shell's access token (the thunk's extra argument).
 */
export function makeStore({ getAccessToken }: StoreOptions) {
  const extra: ApiExtra = { getAccessToken };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
