import type { MyAnalytics } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/me/analytics`: the freelancer's profile and product views, in total and (Pro) per day
 * over the last `days` days.
 */
export const getMyAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAnalytics: build.query<MyAnalytics, { days: number }>({
      query: ({ days }) => ({ url: `/me/analytics?days=${String(days)}` }),
    }),
  }),
});

export const { useGetMyAnalyticsQuery } = getMyAnalyticsApi;
