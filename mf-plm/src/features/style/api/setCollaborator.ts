import type { CollaboratorList, CollaboratorRole } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/plm/styles/:styleId/collaborators/:userId`: shares the style as editor or reviewer,
 * or changes the role (the owner's side; 403 to a collaborator, 400 for the owner themselves).
 */
export const setCollaboratorApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCollaborator: build.mutation<
      CollaboratorList,
      { styleId: string; userId: string; role: CollaboratorRole }
    >({
      query: ({ styleId, userId, role }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (_list, _error, { styleId }) => [
        { type: 'StyleCollaborators', id: styleId },
      ],
    }),
  }),
});

export const { useSetCollaboratorMutation } = setCollaboratorApi;
