import type { SampleCard, SampleList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/plm/samples/mine`: the sample rounds the supplier is named on, across the styles
 * brands shared with them, last updated first. Read again on each visit: the rounds move in
 * Atelier PLM, another area with its own store.
 */
export const getMySamplesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySamples: build.query<SampleCard[], undefined>({
      query: () => ({ url: '/plm/samples/mine' }),
      transformResponse: (response: SampleList) => response.items,
      providesTags: [{ type: 'Style', id: 'samples:mine' }],
    }),
  }),
});

export const { useGetMySamplesQuery } = getMySamplesApi;
