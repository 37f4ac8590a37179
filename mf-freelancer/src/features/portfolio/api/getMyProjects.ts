import type { MyProjects } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The freelancer's own projects in every status (`GET /api/me/projects`). */
export const getMyProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProjects: build.query<MyProjects, undefined>({
      query: () => ({ url: '/me/projects' }),
      providesTags: ['MyProject'],
    }),
  }),
});

export const { useGetMyProjectsQuery } = getMyProjectsApi;
