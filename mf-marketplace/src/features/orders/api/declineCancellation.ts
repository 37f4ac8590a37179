import type { ServiceOrder } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/cancellation-proposal/refusal` (the other party): the order goes on. */
export const declineCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    declineCancellation: build.mutation<ServiceOrder, { orderId: string }>({
      query: ({ orderId }) => orderMoveRequest(orderId, 'cancellation-proposal/refusal'),
      ...orderMoveCache,
    }),
  }),
});

export const { useDeclineCancellationMutation } = declineCancellationApi;
