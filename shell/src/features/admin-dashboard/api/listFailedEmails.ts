import type { AdminEmail } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/admin/emails`: e-mails whose every attempt failed, newest first. */
export const listFailedEmailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFailedEmails: build.query<AdminEmail[], undefined>({
      query: () => ({ url: '/admin/emails', params: { state: 'failed' } }),
      transformResponse: (response: { emails: AdminEmail[] }) => response.emails,
    }),
  }),
});

export const { useListFailedEmailsQuery } = listFailedEmailsApi;
