import type { VerificationApplication } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * Verified Supplier (issue 43): `GET /api/admin/supplier-verifications` (the applications
 * waiting, oldest first), `POST .../:id/approve` and `POST .../:id/refuse` with a reason.
 */
export const supplierVerificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSupplierVerifications: build.query<VerificationApplication[], undefined>({
      query: () => ({ url: '/admin/supplier-verifications' }),
      transformResponse: (response: { applications: VerificationApplication[] }) =>
        response.applications,
      providesTags: ['SupplierProfile'],
    }),
    approveSupplierVerification: build.mutation<VerificationApplication, string>({
      query: (id) => ({
        url: `/admin/supplier-verifications/${encodeURIComponent(id)}/approve`,
        method: 'POST',
      }),
      invalidatesTags: ['SupplierProfile'],
    }),
    refuseSupplierVerification: build.mutation<
      VerificationApplication,
      { id: string; reason: string }
    >({
      query: ({ id, reason }) => ({
        url: `/admin/supplier-verifications/${encodeURIComponent(id)}/refuse`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['SupplierProfile'],
    }),
  }),
});

export const {
  useListSupplierVerificationsQuery,
  useApproveSupplierVerificationMutation,
  useRefuseSupplierVerificationMutation,
} = supplierVerificationsApi;
