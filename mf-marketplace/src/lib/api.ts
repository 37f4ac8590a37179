import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** The part of a fetch answer the base query reads; a real `Response` is one. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

/** `fetch` as the base query calls it; tests hand the store an in-memory server instead. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ApiResponse>;

/** What the store hands the endpoints (thunk extra argument). */
export interface ApiExtra {
  /** A fresh access token for auth-service, or null for a visitor (the shell's props). */
  getAccessToken: () => Promise<string | null>;
  fetchFn: FetchLike;
}

const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as Partial<ApiExtra>).fetchFn === 'function';

/** An error an endpoint reports; screens show `message` and offer a retry. */
export interface ApiError {
  /** The HTTP status; 0 when the request did not reach the server. */
  status: number;
  message: string;
}

/** A request of an endpoint: a path under `/api`, its query and its JSON body. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

export const API_BASE = '/api';

/** `url` under `/api` with the defined `params`, in their order, as a query string. */
export function apiUrl(url: string, params: ApiRequest['params'] = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${url}${search === '' ? '' : `?${search}`}`;
}

const messageOf = (data: unknown, fallback: string): string =>
  typeof data === 'object' &&
  data !== null &&
  'message' in data &&
  typeof data.message === 'string' &&
  data.message !== ''
    ? data.message
    : fallback;

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * auth-service behind `/api`, JSON both ways; every request carries a fresh access token when
 * the user is signed in (the store's extra `getAccessToken`).
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', params, body },
  { extra, signal },
) => {
  const { getAccessToken, fetchFn } = isApiExtra(extra)
    ? extra
    : { getAccessToken: () => Promise.resolve(null), fetchFn: defaultFetch };
  try {
    const token = await getAccessToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchFn(apiUrl(url, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      return {
        error: { status: response.status, message: messageOf(data, `HTTP ${response.status}`) },
      };
    }
    return { data };
  } catch (error) {
    return {
      error: { status: 0, message: error instanceof Error ? error.message : 'Network error' },
    };
  }
};

/**
 * The remote's one RTK Query API slice. Each feature injects its endpoints from its own `api/`
 * folder (one file per operation), all querying auth-service through `apiBaseQuery`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'MarketplaceProduct',
    'Favourites',
    'Job',
    'SavedJobs',
    'Allowances',
    'PurchaseState',
    'Purchases',
    'Reviews',
    'MyReview',
    'Order',
  ],
  endpoints: () => ({}),
});

/**
 * The reason the API gave for refusing a request (a 4xx with a message, e.g. 'You already own
 * this product'), or null: a failure to reach it, a 5xx, or a refusal without a message.
 */
export function refusalReason(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as Partial<ApiError>;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return refused && typeof message === 'string' && message !== '' && message !== `HTTP ${status}`
    ? message
    : null;
}
