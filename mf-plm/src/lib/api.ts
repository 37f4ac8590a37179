import { createApi } from '@reduxjs/toolkit/query/react';
import { API_TAG_TYPES, authServiceBaseQuery } from '@atelier/shared-ui';

/**
 * The remote's one RTK Query API slice, on shared-ui's one base query and the platform's tag
 * names; each feature injects its endpoints from its own `api/` folder (one file per operation).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
