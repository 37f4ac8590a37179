import type { Sample } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleTag, sampleUrl } from './tags';

/** `GET /api/plm/styles/:styleId/samples/:sampleId`: a round with its measurement table. */
export const getSampleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSample: build.query<Sample, { styleId: string; sampleId: string }>({
      query: ({ styleId, sampleId }) => ({ url: sampleUrl(styleId, sampleId) }),
      providesTags: (_sample, _error, { sampleId }) => [sampleTag(sampleId)],
    }),
  }),
});

export const { useGetSampleQuery } = getSampleApi;
