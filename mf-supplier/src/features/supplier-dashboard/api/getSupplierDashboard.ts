import type { SupplierDashboard } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/dashboards/supplier`: recent client requests and the supplier's analytics; refetched
 * when the supplier sends or revises a quote in this area.
 */
export const getSupplierDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupplierDashboard: build.query<SupplierDashboard, undefined>({
      query: () => ({ url: '/dashboards/supplier' }),
      providesTags: ['SupplierRequest', 'MyResponse'],
    }),
  }),
});

export const { useGetSupplierDashboardQuery } = getSupplierDashboardApi;
