import type { CollaboratorList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `DELETE /api/plm/styles/:styleId/collaborators/:userId`: their access ends at once. */
export const removeCollaboratorApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeCollaborator: build.mutation<CollaboratorList, { styleId: string; userId: string }>({
      query: ({ styleId, userId }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_list, _error, { styleId }) => [
        { type: 'StyleCollaborators', id: styleId },
      ],
    }),
  }),
});

export const { useRemoveCollaboratorMutation } = removeCollaboratorApi;
