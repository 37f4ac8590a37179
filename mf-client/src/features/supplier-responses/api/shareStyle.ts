import type { CollaboratorList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/plm/styles/:styleId/collaborators/:userId` as reviewer (issue 39): the supplier who
 * quoted may then read the style, comment on it and enter its samples' measurements.
 */
export const shareStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareStyle: build.mutation<CollaboratorList, { styleId: string; userId: string }>({
      query: ({ styleId, userId }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body: { role: 'reviewer' },
      }),
      invalidatesTags: (_list, _error, { styleId }) => [
        { type: 'StyleCollaborators', id: styleId },
      ],
    }),
  }),
});

export const { useShareStyleMutation } = shareStyleApi;
