import type { Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleTag, sampleUrl } from './tags';

/** `DELETE /api/plm/styles/:styleId/samples/:sampleId/photos/:uploadId`: takes a photo off. */
export const removeSamplePhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeSamplePhoto: build.mutation<
      Sample,
      { styleId: string; sampleId: string; uploadId: string }
    >({
      query: ({ styleId, sampleId, uploadId }) => ({
        url: `${sampleUrl(styleId, sampleId)}/photos/${encodeURIComponent(uploadId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_sample, _error, { sampleId }) => [sampleTag(sampleId)],
    }),
  }),
});

export const { useRemoveSamplePhotoMutation } = removeSamplePhotoApi;
