import type { SavedSearch, SavedSearchAlert } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Sets a saved search's alert (`PATCH /api/saved-searches/:id`). */
export const setSavedSearchAlertApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSavedSearchAlert: build.mutation<SavedSearch, { id: string; alert: SavedSearchAlert }>({
      query: ({ id, alert }) => ({
        url: `/saved-searches/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { alert },
      }),
      invalidatesTags: ['SavedSearches'],
    }),
  }),
});

export const { useSetSavedSearchAlertMutation } = setSavedSearchAlertApi;
