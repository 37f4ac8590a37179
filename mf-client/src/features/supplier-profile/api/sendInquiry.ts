import type { InquiryBody, SupplierRequest } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** A direct inquiry to one Pro supplier (`POST /api/requests/inquiries`, issue 43 item 5). */
export const sendInquiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendInquiry: build.mutation<SupplierRequest, InquiryBody>({
      query: (body) => ({ url: '/requests/inquiries', method: 'POST', body }),
      invalidatesTags: [{ type: 'MyRequest', id: 'LIST' }],
    }),
  }),
});

export const { useSendInquiryMutation } = sendInquiryApi;
