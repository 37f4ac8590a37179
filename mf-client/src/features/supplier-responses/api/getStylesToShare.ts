import type { StyleList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles`: the brand's styles (first page), to share with a supplier who quoted. */
export const getStylesToShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStylesToShare: build.query<StyleList, undefined>({
      query: () => ({ url: '/plm/styles' }),
      providesTags: ['Styles'],
    }),
  }),
});

export const { useGetStylesToShareQuery } = getStylesToShareApi;
