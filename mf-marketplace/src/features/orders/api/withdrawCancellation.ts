import type { ServiceOrder } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/cancellation-proposal/withdrawal` (the proposer). */
export const withdrawCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    withdrawCancellation: build.mutation<ServiceOrder, { orderId: string }>({
      query: ({ orderId }) => orderMoveRequest(orderId, 'cancellation-proposal/withdrawal'),
      ...orderMoveCache,
    }),
  }),
});

export const { useWithdrawCancellationMutation } = withdrawCancellationApi;
