import type { StyleNda } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/plm/styles/:styleId/nda`: the reviewer accepts the NDA; the style opens to them. */
export const acceptStyleNdaApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptStyleNda: build.mutation<StyleNda, string>({
      query: (styleId) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/nda`,
        method: 'POST',
      }),
      invalidatesTags: (_nda, _error, styleId) => [{ type: 'Style', id: styleId }, 'Styles'],
    }),
  }),
});

export const { useAcceptStyleNdaMutation } = acceptStyleNdaApi;
