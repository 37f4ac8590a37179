import { api } from '../../../lib/api';

/** `POST /api/jobs/applications/:id/withdraw`: while nothing is decided (else 409). */
export const withdrawApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    withdrawApplication: build.mutation<null, string>({
      query: (id) => ({
        url: `/jobs/applications/${encodeURIComponent(id)}/withdraw`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'MyApplication', id: 'LIST' }],
    }),
  }),
});

export const { useWithdrawApplicationMutation } = withdrawApplicationApi;
