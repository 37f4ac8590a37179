import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { authServiceBaseQuery, type ApiExtra } from '@atelier/shared-ui';

/**
 * The remote's one RTK Query API slice; each feature injects its endpoints from its own `api/`
 * folder (one file per operation).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: [
    'MyCompany',
    'Team',
    'Listing',
    'Application',
    'Allowances',
    'SupplierResponse',
    'AccessLog',
    'MyRequest',
  ],
  endpoints: () => ({}),
});

/**
 * A store holding the API cache. Until the remote has an `app/store.ts` of its own, this is its
 * store: one per mount of the area, made by `ApiStoreProvider`.
 */
export function makeApiStore(extra: ApiExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type ApiStore = ReturnType<typeof makeApiStore>;
