import type { MyProjects } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The freelancer's own projects in every status (`GET /api/portfolio/me/projects`). */
export const getMyProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProjects: build.query<MyProjects, undefined>({
      query: () => ({ url: '/portfolio/me/projects' }),
      providesTags: ['MyProject'],
    }),
  }),
});

export const { useGetMyProjectsQuery } = getMyProjectsApi;
