import type { PublicProfile } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** A public profile page (`GET /api/profiles/:username`); a private one is 404. */
export const getPublicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `viewer` (the signed-in user's id, or null) is not sent: the token says who asks. It keeps
     * one answer per viewer, so signing in or out reads the page again (an owner sees a private
     * profile, a visitor does not).
     */
    getPublicProfile: build.query<PublicProfile, { username: string; viewer: string | null }>({
      query: ({ username }) => ({ url: `/profiles/${encodeURIComponent(username)}` }),
      providesTags: ['MyPublicProfile', 'MyProject'],
    }),
  }),
});

export const { useGetPublicProfileQuery } = getPublicProfileApi;
