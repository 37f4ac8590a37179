import { api } from '../../../lib/api';

/** `DELETE /api/plm/styles/:styleId`: the style and every revision (its maker, a company's owner). */
export const deleteStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteStyle: build.mutation<null, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}`, method: 'DELETE' }),
      invalidatesTags: ['Styles'],
    }),
  }),
});

export const { useDeleteStyleMutation } = deleteStyleApi;
