import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** What the store hands the endpoints (thunk extra argument): a fresh access token. */
export interface ApiExtra {
  getAccessToken: () => Promise<string | null>;
}

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** An error an endpoint reports: the HTTP status (0 when the network failed) and a text. */
export interface ApiError {
  status: number;
  message: string;
}

const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' && extra !== null && 'getAccessToken' in extra;

const messageOf = (payload: unknown): string =>
  typeof payload === 'object' &&
  payload !== null &&
  'message' in payload &&
  typeof payload.message === 'string'
    ? payload.message
    : '';

/**
 * auth-service behind `/api`, with the signed-in user's bearer token. Written on `fetch` itself
 * (not fetchBaseQuery, which needs `Request`), so that tests can stand a fake server in for
 * `window.fetch`, the network's edge.
 */
export const authServiceBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', body },
  { extra, signal },
) => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = isApiExtra(extra) ? await extra.getAccessToken() : null;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`/api${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    const payload: unknown = text === '' ? null : JSON.parse(text);
    if (!response.ok) return { error: { status: response.status, message: messageOf(payload) } };
    return { data: payload };
  } catch {
    return { error: { status: 0, message: '' } };
  }
};

/**
 * The remote's one RTK Query API slice; each feature injects its endpoints from its own `api/`
 * folder (one file per operation).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: ['MyProduct', 'MyPublicProfile', 'MyProject'],
  endpoints: () => ({}),
});
