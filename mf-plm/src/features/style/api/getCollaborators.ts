import type { CollaboratorList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/plm/styles/:styleId/collaborators`: who the style is shared with (issue 39). */
export const getCollaboratorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollaborators: build.query<CollaboratorList, string>({
      query: (styleId) => ({ url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators` }),
      providesTags: (_list, _error, styleId) => [{ type: 'StyleCollaborators', id: styleId }],
    }),
  }),
});

export const { useGetCollaboratorsQuery } = getCollaboratorsApi;
