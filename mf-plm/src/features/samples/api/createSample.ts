import type { CreateSampleBody, Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleUrl, samplesTag } from './tags';

/** `POST /api/plm/styles/:styleId/samples`: requests a round (the owner's side). */
export const createSampleApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSample: build.mutation<Sample, { styleId: string; body: CreateSampleBody }>({
      query: ({ styleId, body }) => ({ url: sampleUrl(styleId), method: 'POST', body }),
      invalidatesTags: (_sample, _error, { styleId }) => [samplesTag(styleId)],
    }),
  }),
});

export const { useCreateSampleMutation } = createSampleApi;
