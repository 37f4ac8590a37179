import { createApi } from '@reduxjs/toolkit/query/react';
import { authServiceBaseQuery } from '@atelier/shared-ui';

/**
 * The remote's one RTK Query API slice; each feature injects its endpoints from its own `api/`
 * folder (one file per operation).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  tagTypes: [
    'MyProduct',
    'MyPublicProfile',
    'MyProject',
    'MyApplication',
    'Allowances',
    'SellerAccount',
    'PayoutSettings',
    'SellerOrders',
  ],
  endpoints: () => ({}),
});
