import type { DirectoryPage, DirectoryQuery } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { toSearchParams } from '../model/directoryQuery';

/** Talent & Suppliers (`GET /api/directory`): public profiles, Pro members first. */
export const getDirectoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDirectory: build.query<DirectoryPage, DirectoryQuery>({
      query: (query) => ({ url: `/directory?${toSearchParams(query).toString()}` }),
    }),
  }),
});

export const { useGetDirectoryQuery } = getDirectoryApi;
