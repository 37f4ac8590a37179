import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../../../config/api';

/**
 * The pricing feature's RTK Query slice: auth-service's public plan catalogue. Operations are
 * injected from their own files (getPlans.ts).
 */
export const plansApi = createApi({
  reducerPath: 'plansApi',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE_URL }),
  endpoints: () => ({}),
});
