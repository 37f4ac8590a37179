import type { StyleList, StyleListQuery } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles`: one page of the caller's styles (theirs and their company's). */
export const getStylesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStyles: build.query<StyleList, StyleListQuery>({
      query: (params) => ({ url: '/plm/styles', params }),
      providesTags: ['Styles'],
    }),
  }),
});

export const { useGetStylesQuery } = getStylesApi;
