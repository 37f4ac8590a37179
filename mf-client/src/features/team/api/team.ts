import type { Team } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * The company's team: `GET /api/companies/mine/team`, inviting an email, withdrawing an
 * invitation, removing a member (owners only; the API answers 403 to members).
 */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<Team, undefined>({
      query: () => ({ url: '/companies/mine/team' }),
      providesTags: ['Team'],
    }),
    inviteMember: build.mutation<Team, string>({
      query: (email) => ({
        url: '/companies/mine/team/invitations',
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: ['Team'],
    }),
    withdrawInvitation: build.mutation<Team, string>({
      query: (id) => ({
        url: `/companies/mine/team/invitations/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Team'],
    }),
    removeMember: build.mutation<Team, string>({
      query: (userId) => ({
        url: `/companies/mine/team/members/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Team'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteMemberMutation,
  useWithdrawInvitationMutation,
  useRemoveMemberMutation,
} = teamApi;
