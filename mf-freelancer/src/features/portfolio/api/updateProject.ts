import type { PortfolioProject, UpdateProjectBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Changes a project of the freelancer's (the featured toggle): `PATCH .../me/projects/:id`. */
export const updateProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProject: build.mutation<PortfolioProject, { id: string; body: UpdateProjectBody }>({
      query: ({ id, body }) => ({
        url: `/me/projects/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['MyProject'],
    }),
  }),
});

export const { useUpdateProjectMutation } = updateProjectApi;
