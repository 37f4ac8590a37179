import type { Style } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getStyleApi } from './getStyle';

/** `POST .../revisions/:revision/restore`: an old revision's content saved as the next revision. */
export const restoreRevisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    restoreRevision: build.mutation<
      Style,
      { styleId: string; revision: number; baseRevision: number }
    >({
      query: ({ styleId, revision, baseRevision }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/revisions/${revision}/restore`,
        method: 'POST',
        body: { baseRevision },
      }),
      invalidatesTags: (_style, _error, { styleId }) => [
        'Styles',
        { type: 'StyleRevisions', id: styleId },
      ],
      async onQueryStarted({ styleId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined)
          void dispatch(getStyleApi.util.upsertQueryData('getStyle', styleId, data));
      },
    }),
  }),
});

export const { useRestoreRevisionMutation } = restoreRevisionApi;
