import type { AdminEmail } from '@atelier/api-contract';
import { authServiceApi } from '../../../lib/authServiceApi';

/** `GET /api/admin/emails`: e-mails whose every attempt failed, newest first. */
export const listFailedEmailsApi = authServiceApi.injectEndpoints({
  endpoints: (build) => ({
    listFailedEmails: build.query<AdminEmail[], undefined>({
      query: () => '/admin/emails?state=failed',
      transformResponse: (response: { emails: AdminEmail[] }) => response.emails,
    }),
  }),
});

export const { useListFailedEmailsQuery } = listFailedEmailsApi;
