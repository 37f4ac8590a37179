import type { WaitlistSource } from '../model/waitlistEmail';
import { api } from '../../../lib/api';

export interface JoinWaitlistRequest {
  email: string;
  source: WaitlistSource;
}

/** auth-service's answer; an address already on the list is accepted the same way. */
export interface JoinWaitlistResponse {
  status: 'subscribed';
}

/** `POST /api/waitlist`: stores the address (201), 400 for an invalid one, 429 when limited. */
export const joinWaitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitlist: build.mutation<JoinWaitlistResponse, JoinWaitlistRequest>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
    }),
  }),
});

export const { useJoinWaitlistMutation } = joinWaitlistApi;
