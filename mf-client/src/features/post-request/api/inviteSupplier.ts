import type { InviteBody, Invitations } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** Invites a supplier, by name or email, to an invite-only request. */
export const inviteSupplierApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteSupplier: build.mutation<Invitations, { requestId: string } & InviteBody>({
      query: ({ requestId, invitee }) => ({
        url: `/requests/${encodeURIComponent(requestId)}/invitations`,
        method: 'POST',
        body: { invitee },
      }),
    }),
  }),
});

export const { useInviteSupplierMutation } = inviteSupplierApi;
