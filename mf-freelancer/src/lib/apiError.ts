import type { ApiError } from '@atelier/shared-ui';

/** The API error an RTK Query result or `unwrap()` failure carries, if it is one. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('status' in error) || typeof error.status !== 'number') return null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return { status: error.status, message };
}

/** The API's reason when it gave one (a 4xx says what was wrong), else `fallback`. */
export function apiMessageOr(error: unknown, fallback: string): string {
  const apiError = apiErrorOf(error);
  return apiError !== null &&
    apiError.status >= 400 &&
    apiError.status < 500 &&
    apiError.message !== ''
    ? apiError.message
    : fallback;
}
