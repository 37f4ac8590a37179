import type { SavedSearch, SavedSearchBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Saves the list's query and filters with a name and an alert (`POST /api/saved-searches`). */
export const saveSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSearch: build.mutation<SavedSearch, SavedSearchBody>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useSaveSearchMutation } = saveSearchApi;
