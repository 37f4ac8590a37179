import { createApi } from '@reduxjs/toolkit/query/react';
import { API_TAG_TYPES, apiErrorOf, authServiceBaseQuery } from '@atelier/shared-ui';

/**
 * auth-service for the shell's own screens: one API slice on shared-ui's one base query and the
 * platform's tag names, endpoints injected by each feature (admin-dashboard, subscription).
 * Every request carries a fresh access token (the store's extra `getAccessToken`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** The message auth-service answered with (`{ error, message }`), or `fallback`. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const message = apiErrorOf(error)?.message ?? '';
  return message === '' ? fallback : message;
}
