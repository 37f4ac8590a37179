import type { SupportRequest, SupportRequestBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/support-requests`: 201 with the stored request (the admin dashboard lists it). */
export const createSupportRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSupportRequest: build.mutation<SupportRequest, SupportRequestBody>({
      query: (body) => ({ url: '/support-requests', method: 'POST', body }),
    }),
  }),
});

export const { useCreateSupportRequestMutation } = createSupportRequestApi;
