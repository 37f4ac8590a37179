import type { StyleList } from '@atelier/api-contract';
import { api } from '../api';

/** `GET /api/plm/styles`: the brand's styles (first page), to share with someone it works with. */
export const getMyStylesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyStyles: build.query<StyleList, undefined>({
      query: () => ({ url: '/plm/styles' }),
      providesTags: ['Styles'],
    }),
  }),
});

export const { useGetMyStylesQuery } = getMyStylesApi;
