import type { OnboardingLink } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `POST /api/payments/account/onboarding`: creates the freelancer's connected account the first
 * time and answers a fresh Stripe-hosted onboarding link (the browser goes there).
 */
export const createOnboardingLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOnboardingLink: build.mutation<OnboardingLink, undefined>({
      query: () => ({ url: '/payments/account/onboarding', method: 'POST' }),
    }),
  }),
});

export const { useCreateOnboardingLinkMutation } = createOnboardingLinkApi;
