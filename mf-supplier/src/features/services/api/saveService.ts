import type { ServiceBody, SupplierService } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/suppliers/me/services` (a new service) or `PUT .../:id` (a change). */
export const saveServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveService: build.mutation<SupplierService, { id: string | null; body: ServiceBody }>({
      query: ({ id, body }) =>
        id === null
          ? { url: '/suppliers/me/services', method: 'POST', body }
          : { url: `/suppliers/me/services/${encodeURIComponent(id)}`, method: 'PUT', body },
      invalidatesTags: ['Service'],
    }),
  }),
});

export const { useSaveServiceMutation } = saveServiceApi;
