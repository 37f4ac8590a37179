import { api } from '../../../lib/api';

/** Deletes a project and its images: `DELETE /api/me/projects/:id`. */
export const deleteProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProject: build.mutation<null, string>({
      query: (id) => ({
        url: `/me/projects/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['MyProject'],
    }),
  }),
});

export const { useDeleteProjectMutation } = deleteProjectApi;
