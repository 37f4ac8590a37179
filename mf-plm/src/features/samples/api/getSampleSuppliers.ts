import type { CollaboratorList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/plm/styles/:styleId/collaborators`, read for its reviewers: the suppliers a round may
 * be requested from. Tagged as the Sharing panel's list, so sharing with a supplier there shows
 * them here (features do not import each other, hence this operation of its own).
 */
export const getSampleSuppliersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSampleSuppliers: build.query<CollaboratorList, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators` }),
      providesTags: (_list, _error, styleId) => [{ type: 'StyleCollaborators', id: styleId }],
    }),
  }),
});

export const { useGetSampleSuppliersQuery } = getSampleSuppliersApi;
