import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * How long the marketplace and the job list take to load (spec 001, section 9: 1 second). The
 * data is the typed sample data of `src/fixtures`; the delay stands in for the network until a
 * server exists. Kept here, in one place, for every endpoint of the remote.
 */
export const SIMULATED_LOAD_MS = 1000;

/** What the store hands the endpoints (thunk extra argument); tests shorten the delay. */
export interface ApiExtra {
  simulatedLoadMs: number;
}

const isApiExtra = (extra: unknown): extra is ApiExtra =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as Partial<ApiExtra>).simulatedLoadMs === 'number';

/** Waits the simulated load time configured for this store. */
export function simulatedLoad(extra: unknown): Promise<void> {
  const ms = isApiExtra(extra) ? extra.simulatedLoadMs : SIMULATED_LOAD_MS;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** An error an endpoint reports; screens show `message` and offer a retry. */
export interface ApiError {
  message: string;
}

/**
 * The remote's one RTK Query API slice. Each feature injects its endpoints from its own `api/`
 * folder (one file per operation); moving to a server later changes the endpoints' `queryFn`
 * into queries of a real base query, not the screens.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: ['MarketplaceProduct', 'Job'],
  endpoints: () => ({}),
});
