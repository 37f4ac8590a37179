import type { NewStyleComment, StyleComment } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getStyleCommentsApi } from './getStyleComments';

/** `POST /api/plm/styles/:styleId/comments`: the new comment joins the list at once (issue 39). */
export const addStyleCommentApi = api.injectEndpoints({
  endpoints: (build) => ({
    addStyleComment: build.mutation<StyleComment, { styleId: string; body: NewStyleComment }>({
      query: ({ styleId, body }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/comments`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ styleId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          getStyleCommentsApi.util.updateQueryData('getStyleComments', styleId, (list) => {
            if (!list.items.some((item) => item.id === data.id)) list.items.push(data);
          }),
        );
      },
    }),
  }),
});

export const { useAddStyleCommentMutation } = addStyleCommentApi;
