import type { UsernameAvailability } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The live username check (`GET /api/usernames/:username`). */
export const checkUsernameApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkUsername: build.query<UsernameAvailability, string>({
      query: (username) => ({ url: `/usernames/${encodeURIComponent(username)}` }),
    }),
  }),
});

export const { useCheckUsernameQuery } = checkUsernameApi;
