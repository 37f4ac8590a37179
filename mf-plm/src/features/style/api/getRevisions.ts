import type { StyleRevisionList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId/revisions`: who saved each revision, when, what changed. */
export const getRevisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<StyleRevisionList, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/revisions` }),
      providesTags: (_list, _error, styleId) => [{ type: 'StyleRevisions', id: styleId }],
    }),
  }),
});

export const { useGetRevisionsQuery } = getRevisionsApi;
