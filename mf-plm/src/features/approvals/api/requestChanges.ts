import type { ChangesRequestBody, StyleRevisionList } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { approvalTags, revisionUrl, type RevisionRef } from './revisionUrl';

/** `POST .../revisions/:revision/changes-request`: the owner's side asks for changes. */
export const requestChangesApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestChanges: build.mutation<StyleRevisionList, RevisionRef & { body: ChangesRequestBody }>({
      query: ({ body, ...ref }) => ({
        url: `${revisionUrl(ref)}/changes-request`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_list, _error, { styleId }) => approvalTags(styleId),
    }),
  }),
});

export const { useRequestChangesMutation } = requestChangesApi;
