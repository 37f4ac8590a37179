import type { MyPublicProfile, PortfolioSettingsBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * The portfolio's settings toggles live on the public profile: read with it
 * (`GET /api/me/public-profile`) and changed alone (`PATCH /api/me/public-profile/settings`).
 */
export const portfolioSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortfolioSettings: build.query<MyPublicProfile, undefined>({
      query: () => ({ url: '/me/public-profile' }),
      providesTags: ['MyPublicProfile'],
    }),
    updatePortfolioSettings: build.mutation<MyPublicProfile, PortfolioSettingsBody>({
      query: (body) => ({ url: '/me/public-profile/settings', method: 'PATCH', body }),
      invalidatesTags: ['MyPublicProfile'],
    }),
  }),
});

export const { useGetPortfolioSettingsQuery, useUpdatePortfolioSettingsMutation } =
  portfolioSettingsApi;
