import type { PayoutSettings } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `PUT /api/payments/settings`: written to the connected account's payout schedule through
 * Stripe first (409 without a connected account).
 */
export const savePayoutSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePayoutSettings: build.mutation<PayoutSettings, PayoutSettings>({
      query: (body) => ({ url: '/payments/settings', method: 'PUT', body }),
      invalidatesTags: ['PayoutSettings'],
    }),
  }),
});

export const { useSavePayoutSettingsMutation } = savePayoutSettingsApi;
