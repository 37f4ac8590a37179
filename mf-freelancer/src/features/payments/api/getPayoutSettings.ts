import type { PayoutSettings } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/payments/settings`: payout frequency, minimum payout, large-payment alerts. */
export const getPayoutSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayoutSettings: build.query<PayoutSettings, undefined>({
      query: () => ({ url: '/payments/settings' }),
      providesTags: ['PayoutSettings'],
    }),
  }),
});

export const { useGetPayoutSettingsQuery } = getPayoutSettingsApi;
