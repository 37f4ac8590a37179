/**
 * The one way the browser reaches auth-service (behind `/api`): every app's RTK Query slice is
 * built on `authServiceBaseQuery`, and code outside RTK Query (the shell's boot, the inbox,
 * account settings) calls `requestApi`; lint refuses `fetchBaseQuery` and `fetch` to `/api/`
 * anywhere else. Part of shared-ui's core, so the shell's boot and the landing page use it
 * without loading the rest of the design system; it imports nothing of RTK Query but its types.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiAvailability, retryAfterMs, waitUnlessAborted } from './availability';

/**
 * The part of a fetch answer the client reads; a real `Response` is one (its body is read as
 * text when it can be, so an empty body is no error). In-memory servers may answer `json` only.
 */
export interface ApiResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
  text?: () => Promise<string>;
  /** The answer's headers (`Retry-After` of a 503); in-memory servers may have none. */
  headers?: { get: (name: string) => string | null };
}

/** `fetch` as the client calls it; tests may hand the store an in-memory server instead. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ApiResponse>;

/** What an area's store hands the endpoints (the thunk's extra argument). */
export interface ApiExtra {
  /** A fresh access token for auth-service (the shell's props), or null for a visitor. */
  getAccessToken: () => Promise<string | null>;
  /**
   * A new access token after auth-service refused the current one (401); by default
   * `getAccessToken` again, which refreshes a token that expired on the way.
   */
  refreshAccessToken?: () => Promise<string | null>;
  /** How requests reach auth-service; the browser's `fetch` by default. */
  fetchFn?: FetchLike;
}

/** A request: a path under `/api`, its query and its JSON body. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/**
 * A failed request in the API's error shape (`{ error, message }`, auth-service's
 * platform/errors.ts) with its HTTP status: 0 when the request did not reach the server; `error`
 * and `message` are empty when the answer carried none.
 */
export interface ApiError {
  status: number;
  error: string;
  message: string;
  /**
   * The answer's other fields, for refusals that say more than a message (PLM's 409 names the
   * revision now current and what changed; a 400 its `problems`); absent when there are none.
   */
  details?: Readonly<Record<string, unknown>>;
}

export type ApiResult<T = unknown> = { data: T; error?: undefined } | { error: ApiError };

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

const textOf = (payload: unknown, key: 'error' | 'message'): string => {
  if (typeof payload !== 'object' || payload === null || !(key in payload)) return '';
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/** A refusal's fields beyond `error` and `message`, as `{ details }`, or nothing. */
function detailsOf(payload: unknown): Pick<ApiError, 'details'> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return {};
  const details = Object.fromEntries(
    Object.entries(payload).filter(([key]) => key !== 'error' && key !== 'message'),
  );
  return Object.keys(details).length === 0 ? {} : { details };
}

/** The JSON body of an answer; null when it has none (204, empty) or it is not JSON. */
async function payloadOf(response: ApiResponse): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    if (response.text !== undefined) {
      const text = await response.text();
      return text === '' ? null : (JSON.parse(text) as unknown);
    }
    return await response.json();
  } catch {
    return null;
  }
}

const browserFetch: FetchLike = (url, init) => fetch(url, init);

const VISITOR: ApiExtra = { getAccessToken: () => Promise.resolve(null) };

const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as Partial<ApiExtra>).getAccessToken === 'function';

/**
 * How many more times a read is sent while the API answers 503 with `Retry-After` (its database
 * restarting): at its 5 s, about a minute, after which the screen shows its error and retry.
 */
export const UNAVAILABLE_READ_RETRIES = 12;

/**
 * Calls auth-service: JSON both ways, the bearer token when there is one, and once more with a
 * new token when the API answers 401 to a token (it expired on the way). A read answered 503
 * with `Retry-After` is sent again after that wait (`UNAVAILABLE_READ_RETRIES` times), while
 * every area shows that Atelier is briefly unavailable (`apiAvailability`); a write is not
 * repeated (its screen shows the 503's message). Never throws: the answer is `{ data }` or
 * `{ error }`; `signal` aborts the request.
 */
export async function requestApi<T = unknown>(
  { url, method = 'GET', params, body }: ApiRequest,
  extra: ApiExtra = VISITOR,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  const fetchFn = extra.fetchFn ?? browserFetch;
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchFn(apiUrl(url, params), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal === undefined ? {} : { signal }),
    });
  };
  const sendWithToken = async () => {
    const token = await extra.getAccessToken();
    const response = await send(token);
    if (response.status !== 401 || token === null) return response;
    const fresh = await (extra.refreshAccessToken ?? extra.getAccessToken)();
    return fresh !== null && fresh !== token ? send(fresh) : response;
  };
  try {
    let response = await sendWithToken();
    for (let retry = 0; ; retry++) {
      const wait =
        response.status === 503 ? retryAfterMs(response.headers?.get('Retry-After')) : null;
      apiAvailability.set(wait !== null);
      if (wait === null || method !== 'GET' || retry === UNAVAILABLE_READ_RETRIES) break;
      await waitUnlessAborted(wait, signal);
      if (signal?.aborted === true) break;
      response = await sendWithToken();
    }
    const payload = await payloadOf(response);
    if (!response.ok) {
      return {
        error: {
          status: response.status,
          error: textOf(payload, 'error'),
          message: textOf(payload, 'message'),
          ...detailsOf(payload),
        },
      };
    }
    return { data: payload as T };
  } catch {
    return { error: { status: 0, error: '', message: '' } };
  }
}

/** The RTK Query base query of every app's API slice: `requestApi` with the store's extra. */
export const authServiceBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = (
  request,
  { extra, signal },
) => requestApi(request, isApiExtra(extra) ? extra : VISITOR, signal);

/** The API error an RTK Query result or `unwrap()` failure carries, if it is one. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('status' in error) || typeof error.status !== 'number') return null;
  return {
    status: error.status,
    error: textOf(error, 'error'),
    message: textOf(error, 'message'),
    ...('details' in error ? detailsOf(error.details) : {}),
  };
}

/**
 * The reason the API gave for refusing a request (a 4xx with a message, e.g. 'You already own
 * this product'), or null: a failure to reach it, a 5xx, or a refusal without a message.
 */
export function refusalReason(error: unknown): string | null {
  const apiError = apiErrorOf(error);
  return apiError !== null &&
    apiError.status >= 400 &&
    apiError.status < 500 &&
    apiError.message !== ''
    ? apiError.message
    : null;
}

/** The tag types of every app's API slice: one set of names for the whole platform. */
export const API_TAG_TYPES = [
  'AccessLog',
  'Allowances',
  'Application',
  'Favourites',
  'Job',
  'Listing',
  'MarketplaceProduct',
  'MyApplication',
  'MyCompany',
  'MyProduct',
  'MyProject',
  'MyPublicProfile',
  'MyRequest',
  'MyResponse',
  'MyReview',
  'Order',
  'PayoutSettings',
  'PurchaseState',
  'Purchases',
  'Reviews',
  'SavedJobs',
  'SavedSearches',
  'SellerAccount',
  'SellerOrders',
  'Service',
  'Style',
  'StyleCollaborators',
  'StyleRevisions',
  'Styles',
  'Subscription',
  'SupplierProfile',
  'SupplierRequest',
  'SupplierResponse',
  'SupportRequest',
  'Team',
  'User',
] as const;
