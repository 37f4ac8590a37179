import type { StyleRevision } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId/revisions/:revision`: one revision whole (revisions never change). */
export const getRevisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRevision: build.query<StyleRevision, { styleId: string; revision: number }>({
      query: ({ styleId, revision }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/revisions/${revision}`,
      }),
    }),
  }),
});

export const { useGetRevisionQuery } = getRevisionApi;
