import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../../../config/api';

/**
 * The waitlist feature's RTK Query slice: auth-service's public waitlist. Operations are
 * injected from their own files (joinWaitlist.ts).
 */
export const waitlistApi = createApi({
  reducerPath: 'waitlistApi',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE_URL }),
  endpoints: () => ({}),
});
