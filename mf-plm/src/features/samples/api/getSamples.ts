import type { SampleList } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { sampleUrl, samplesTag } from './tags';

/** `GET /api/plm/styles/:styleId/samples`: the style's sample rounds, newest first. */
export const getSamplesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSamples: build.query<SampleList, string>({
      query: (styleId) => ({ url: sampleUrl(styleId) }),
      providesTags: (_list, _error, styleId) => [samplesTag(styleId)],
    }),
  }),
});

export const { useGetSamplesQuery } = getSamplesApi;
