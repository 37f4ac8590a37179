import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** What this remote's store hands its thunks: the shell's fresh access token (PlatformProps). */
export interface ApiExtra {
  getAccessToken: () => Promise<string | null>;
}

const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as Partial<ApiExtra>).getAccessToken === 'function';

/**
 * The remote's one RTK Query API slice: auth-service behind `/api`, every request with a fresh
 * bearer token. Each feature injects its endpoints from its own `api/` folder.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: async (headers, { extra }) => {
      const token = isApiExtra(extra) ? await extra.getAccessToken() : null;
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['MyProduct'],
  endpoints: () => ({}),
});

/**
 * A store holding the API cache. Until the remote has an `app/store.ts` of its own (see the
 * README), this is its store: one per mount of the area, made by `ApiStoreProvider`.
 */
export function makeApiStore(extra: ApiExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type ApiStore = ReturnType<typeof makeApiStore>;
