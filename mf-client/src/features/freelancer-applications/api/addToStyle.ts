import type { CollaboratorList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/plm/styles/:styleId/collaborators/:userId` as editor (issue 39): the hired freelancer
 * may then change the style's tech pack.
 */
export const addToStyleApi = api.injectEndpoints({
  endpoints: (build) => ({
    addToStyle: build.mutation<CollaboratorList, { styleId: string; userId: string }>({
      query: ({ styleId, userId }) => ({
        url: `/plm/styles/${encodeURIComponent(styleId)}/collaborators/${encodeURIComponent(userId)}`,
        method: 'PUT',
        body: { role: 'editor' },
      }),
      invalidatesTags: (_list, _error, { styleId }) => [
        { type: 'StyleCollaborators', id: styleId },
      ],
    }),
  }),
});

export const { useAddToStyleMutation } = addToStyleApi;
