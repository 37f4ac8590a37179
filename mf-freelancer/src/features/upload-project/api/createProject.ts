import type { CreateProjectBody, PortfolioProject } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Upload New Project: `POST /api/me/projects`, 201 with the project. */
export const createProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<PortfolioProject, CreateProjectBody>({
      query: (body) => ({ url: '/me/projects', method: 'POST', body }),
      invalidatesTags: ['MyProject'],
    }),
  }),
});

export const { useCreateProjectMutation } = createProjectApi;
