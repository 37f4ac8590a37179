import type { PlmLaunch } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/launch` (public): whether PLM is launched, so the section links to it. */
export const getPlmLaunchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlmLaunch: build.query<PlmLaunch, undefined>({
      query: () => ({ url: '/plm/launch' }),
    }),
  }),
});

export const { useGetPlmLaunchQuery } = getPlmLaunchApi;
