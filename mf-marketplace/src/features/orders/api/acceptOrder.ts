import type { ServiceOrder } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/acceptance` (buyer, delivered): the order is completed. */
export const acceptOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptOrder: build.mutation<ServiceOrder, { orderId: string }>({
      query: ({ orderId }) => orderMoveRequest(orderId, 'acceptance'),
      ...orderMoveCache,
    }),
  }),
});

export const { useAcceptOrderMutation } = acceptOrderApi;
