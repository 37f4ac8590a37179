import type { VerificationApplication, VerificationApplicationBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/suppliers/me/verification` (Supplier Pro): business details and a document. */
export const applyForVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyForVerification: build.mutation<VerificationApplication, VerificationApplicationBody>({
      query: (body) => ({ url: '/suppliers/me/verification', method: 'POST', body }),
      invalidatesTags: ['SupplierProfile'],
    }),
  }),
});

export const { useApplyForVerificationMutation } = applyForVerificationApi;
