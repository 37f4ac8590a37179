import type { ApprovalBody, StyleRevisionList } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { approvalTags, revisionUrl, type RevisionRef } from './revisionUrl';

/**
 * `POST .../revisions/:revision/approval`: the owner's side approves (`final`: the final
 * approval). The style's status may follow as a new revision: the style and its list reload.
 */
export const approveRevisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    approveRevision: build.mutation<StyleRevisionList, RevisionRef & { body: ApprovalBody }>({
      query: ({ body, ...ref }) => ({ url: `${revisionUrl(ref)}/approval`, method: 'POST', body }),
      invalidatesTags: (_list, _error, { styleId }) => approvalTags(styleId),
    }),
  }),
});

export const { useApproveRevisionMutation } = approveRevisionApi;
