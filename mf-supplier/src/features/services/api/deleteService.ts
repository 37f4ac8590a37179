import { api } from '../../../lib/api';

/** `DELETE /api/suppliers/me/services/:id`. */
export const deleteServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteService: build.mutation<null, string>({
      query: (id) => ({
        url: `/suppliers/me/services/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Service'],
    }),
  }),
});

export const { useDeleteServiceMutation } = deleteServiceApi;
