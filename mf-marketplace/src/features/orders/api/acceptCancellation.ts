import type { ServiceOrder } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/cancellation-proposal/acceptance` (the other party): cancelled and refunded in full. */
export const acceptCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptCancellation: build.mutation<ServiceOrder, { orderId: string }>({
      query: ({ orderId }) => orderMoveRequest(orderId, 'cancellation-proposal/acceptance'),
      ...orderMoveCache,
    }),
  }),
});

export const { useAcceptCancellationMutation } = acceptCancellationApi;
