import type { ClientDashboard } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/dashboards/client`: recommended profiles, applications by status and brand analytics.
 * Refetched whenever an application, a quote or a listing changes in this area.
 */
export const getClientDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientDashboard: build.query<ClientDashboard, undefined>({
      query: () => ({ url: '/dashboards/client' }),
      providesTags: ['Listing', 'Application', 'SupplierResponse', 'MyRequest'],
    }),
  }),
});

export const { useGetClientDashboardQuery } = getClientDashboardApi;
