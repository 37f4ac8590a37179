import type { SavedSearches } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The supplier's saved searches (`GET /api/saved-searches`). */
export const getSavedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedSearches: build.query<SavedSearches, undefined>({
      query: () => ({ url: '/saved-searches' }),
      providesTags: ['SavedSearches'],
    }),
  }),
});

export const { useGetSavedSearchesQuery } = getSavedSearchesApi;
