import type { AcceptedInvitation } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/companies/invitations/accept`: joins the company that invited the signed-in user's
 * email, if one did (the client role is given in Keycloak; a client already has it).
 */
export const acceptInvitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AcceptedInvitation, undefined>({
      query: () => ({ url: '/companies/invitations/accept', method: 'POST' }),
      invalidatesTags: (result) => (result?.company ? ['MyCompany', 'Team'] : []),
    }),
  }),
});

export const { useAcceptInvitationMutation } = acceptInvitationApi;
