import type { PublicProfile } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** A public profile page (`GET /api/profiles/:username`); a private one is 404. */
export const getPublicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfile, string>({
      query: (username) => ({ url: `/profiles/${encodeURIComponent(username)}` }),
      providesTags: ['MyPublicProfile', 'MyProject'],
    }),
  }),
});

export const { useGetPublicProfileQuery } = getPublicProfileApi;
