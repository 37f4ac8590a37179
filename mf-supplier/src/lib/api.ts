import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { authServiceBaseQuery, type ApiExtra } from '@atelier/shared-ui';

export type { ApiError, ApiExtra } from '@atelier/shared-ui';

/**
 * The remote's one RTK Query API slice; each feature injects its endpoints from its own `api/`
 * folder (one file per operation).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: ['SupplierRequest', 'MyResponse', 'Allowance'],
  endpoints: () => ({}),
});

/** The area's store: the API cache, one per mount of the area (`ApiStoreProvider`). */
export function makeApiStore(extra: ApiExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type ApiStore = ReturnType<typeof makeApiStore>;
