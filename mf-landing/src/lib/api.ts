import { createApi } from '@reduxjs/toolkit/query/react';
import { API_TAG_TYPES, authServiceBaseQuery } from '@atelier/shared-ui';

/**
 * The remote's one RTK Query API slice, on shared-ui's one base query and the platform's tag
 * names: auth-service's public plan catalogue and waitlist. Each feature injects its operations
 * from its own `api/` folder (getPlans.ts, joinWaitlist.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
