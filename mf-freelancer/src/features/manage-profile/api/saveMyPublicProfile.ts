import type { MyPublicProfile, SavePublicProfileBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Save All Changes (`PUT /api/me/public-profile`). */
export const saveMyPublicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMyPublicProfile: build.mutation<MyPublicProfile, SavePublicProfileBody>({
      query: (body) => ({ url: '/me/public-profile', method: 'PUT', body }),
      invalidatesTags: ['MyPublicProfile'],
    }),
  }),
});

export const { useSaveMyPublicProfileMutation } = saveMyPublicProfileApi;
