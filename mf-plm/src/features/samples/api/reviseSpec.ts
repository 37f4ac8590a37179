import type { ReviseSpecBody, Style } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleUrl } from './tags';

/**
 * `POST /api/plm/styles/:styleId/samples/:sampleId/revise-spec`: 'Revise spec from this fit', a
 * new revision of the style (409 StyleConflict when it moved since `baseRevision`).
 */
export const reviseSpecApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviseSpec: build.mutation<Style, { styleId: string; sampleId: string; body: ReviseSpecBody }>({
      query: ({ styleId, sampleId, body }) => ({
        url: `${sampleUrl(styleId, sampleId)}/revise-spec`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_style, _error, { styleId }) => [
        { type: 'Style', id: styleId },
        { type: 'StyleRevisions', id: styleId },
        'Styles',
      ],
    }),
  }),
});

export const { useReviseSpecMutation } = reviseSpecApi;
