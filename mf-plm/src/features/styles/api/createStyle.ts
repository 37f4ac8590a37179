import type { Style, StyleContent } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/plm/styles`: a new style, its revision 1. 403 is a Starter plan (its message says
 * why), 400 a tech pack the rules refuse (`problems`, e.g. a style number already used).
 */
export const createStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    createStyle: build.mutation<Style, StyleContent>({
      query: (body) => ({ url: '/plm/styles', method: 'POST', body }),
      invalidatesTags: ['Styles'],
    }),
  }),
});

export const { useCreateStyleMutation } = createStyleApi;
