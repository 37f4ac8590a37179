import type { MoveSampleBody, Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleTag, sampleUrl, samplesTag } from './tags';

/** `POST /api/plm/styles/:styleId/samples/:sampleId/status`: moves a round forward (409: moved). */
export const moveSampleApi = api.injectEndpoints({
  endpoints: (build) => ({
    moveSample: build.mutation<Sample, { styleId: string; sampleId: string; body: MoveSampleBody }>(
      {
        query: ({ styleId, sampleId, body }) => ({
          url: `${sampleUrl(styleId, sampleId)}/status`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_sample, _error, { styleId, sampleId }) => [
          samplesTag(styleId),
          sampleTag(sampleId),
        ],
      },
    ),
  }),
});

export const { useMoveSampleMutation } = moveSampleApi;
