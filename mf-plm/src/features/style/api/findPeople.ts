import type { DirectoryPage } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/directory?q=`: freelancers and suppliers by name, to share a style with. */
export const findPeopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    findPeople: build.query<DirectoryPage, string>({
      query: (q) => ({ url: '/directory', params: { q, page: 1 } }),
    }),
  }),
});

export const { useFindPeopleQuery } = findPeopleApi;
