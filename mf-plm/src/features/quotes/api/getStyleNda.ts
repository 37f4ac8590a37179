import type { StyleNda } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId/nda`: a confidential style's NDA, and whether the caller accepted it. */
export const getStyleNdaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStyleNda: build.query<StyleNda, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/nda` }),
    }),
  }),
});

export const { useGetStyleNdaQuery } = getStyleNdaApi;
