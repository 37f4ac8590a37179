import type { Style } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `PUT /api/plm/styles/:styleId/confidential`: reviewers open it after its NDA, or not (issue 39). */
export const setConfidentialApi = api.injectEndpoints({
  endpoints: (build) => ({
    setConfidential: build.mutation<Style, { styleId: string; confidential: boolean }>({
      query: ({ styleId, confidential }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/confidential`,
        method: 'PUT',
        body: { confidential },
      }),
      invalidatesTags: (_style, _error, { styleId }) => [{ type: 'Style', id: styleId }],
    }),
  }),
});

export const { useSetConfidentialMutation } = setConfidentialApi;
