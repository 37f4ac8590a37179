import type { SaveStyleBody, Style } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getStyleApi } from './getStyle';

/**
 * `PUT /api/plm/styles/:styleId`: the draft as the next revision. 409 (StyleConflict) when
 * someone saved since `baseRevision`: the page keeps the draft and shows what changed.
 */
export const saveStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveStyle: build.mutation<Style, { styleId: string; body: SaveStyleBody }>({
      query: ({ styleId, body }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_style, _error, { styleId }) => [
        'Styles',
        { type: 'StyleRevisions', id: styleId },
      ],
      // The answer is the style now: the page's cache takes it without a second read.
      async onQueryStarted({ styleId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          void dispatch(getStyleApi.util.upsertQueryData('getStyle', styleId, data));
        }
      },
    }),
  }),
});

export const { useSaveStyleMutation } = saveStyleApi;
