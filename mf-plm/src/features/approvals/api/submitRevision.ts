import type { StyleRevisionList } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { approvalTags, revisionUrl, type RevisionRef } from './revisionUrl';

/** `POST .../revisions/:revision/submission`: the current revision submitted for approval. */
export const submitRevisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitRevision: build.mutation<StyleRevisionList, RevisionRef>({
      query: (ref) => ({ url: `${revisionUrl(ref)}/submission`, method: 'POST', body: {} }),
      invalidatesTags: (_list, _error, { styleId }) => approvalTags(styleId),
    }),
  }),
});

export const { useSubmitRevisionMutation } = submitRevisionApi;
