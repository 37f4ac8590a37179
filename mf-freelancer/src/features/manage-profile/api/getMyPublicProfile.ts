import type { MyPublicProfile } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The freelancer's own public profile as Manage Profile edits it (`GET /api/me/public-profile`). */
export const getMyPublicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPublicProfile: build.query<MyPublicProfile, undefined>({
      query: () => ({ url: '/me/public-profile' }),
      providesTags: ['MyPublicProfile'],
    }),
  }),
});

export const { useGetMyPublicProfileQuery } = getMyPublicProfileApi;
