import type { CollaboratorList } from '@atelier/api-contract';
import type { CollaboratorRole } from '@atelier/api-contract/values';
import { api } from '../api';

/**
 * `PUT /api/plm/styles/:styleId/collaborators/:userId` (issue 39): a hired freelancer as editor
 * (may change the tech pack), a supplier who quoted as reviewer (may read, comment and measure).
 */
export const shareStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareStyle: build.mutation<
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

export const { useShareStyleMutation } = shareStyleApi;
