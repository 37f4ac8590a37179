import { api } from '../../../lib/api';

/** `DELETE /api/saved-searches/:id`. */
export const deleteSavedSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteSavedSearch: build.mutation<null, string>({
      query: (id) => ({ url: `/saved-searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useDeleteSavedSearchMutation } = deleteSavedSearchApi;
