import type { StyleCommentList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/plm/styles/:styleId/comments`: the style's comments, oldest first, and its people
 * (issue 39). Refetched when the style's news says a comment was added.
 */
export const getStyleCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStyleComments: build.query<StyleCommentList, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/comments` }),
    }),
  }),
});

export const { useGetStyleCommentsQuery } = getStyleCommentsApi;
