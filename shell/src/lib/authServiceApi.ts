import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** What the shell area's store passes to its thunks: how to get a fresh access token. */
export interface ShellExtra {
  getAccessToken: () => Promise<string | null>;
}

/**
 * auth-service for the shell's own screens: one API slice, endpoints injected by each feature
 * (admin-dashboard, subscription). Every request carries a fresh access token.
 */
export const authServiceApi = createApi({
  reducerPath: 'authServiceApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api',
    prepareHeaders: async (headers, { extra }) => {
      const token = await (extra as ShellExtra).getAccessToken();
      if (token !== null) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['User', 'Subscription', 'SupportRequest', 'MarketplaceProduct'],
  endpoints: () => ({}),
});

/** The `{ error, message }` auth-service answers with, or a generic text. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return fallback;
  const { message } = data;
  return typeof message === 'string' && message !== '' ? message : fallback;
}
