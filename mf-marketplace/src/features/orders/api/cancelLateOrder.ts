import type { ServiceOrder, CancelLateOrderBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/late-cancellation` (buyer, while the order is late): cancelled and refunded. */
export const cancelLateOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelLateOrder: build.mutation<ServiceOrder, { orderId: string; body: CancelLateOrderBody }>({
      query: ({ orderId, body }) => orderMoveRequest(orderId, 'late-cancellation', body),
      ...orderMoveCache,
    }),
  }),
});

export const { useCancelLateOrderMutation } = cancelLateOrderApi;
