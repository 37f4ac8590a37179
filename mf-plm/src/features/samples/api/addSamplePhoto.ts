import type { Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleTag, sampleUrl } from './tags';

/** `POST /api/plm/styles/:styleId/samples/:sampleId/photos`: one of the caller's image uploads. */
export const addSamplePhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    addSamplePhoto: build.mutation<Sample, { styleId: string; sampleId: string; uploadId: string }>(
      {
        query: ({ styleId, sampleId, uploadId }) => ({
          url: `${sampleUrl(styleId, sampleId)}/photos`,
          method: 'POST',
          body: { uploadId },
        }),
        invalidatesTags: (_sample, _error, { sampleId }) => [sampleTag(sampleId)],
      },
    ),
  }),
});

export const { useAddSamplePhotoMutation } = addSamplePhotoApi;
