import type { ServiceOrder, DeliverOrderBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/deliveries` (seller, in progress or revision requested): a message and files. */
export const deliverOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    deliverOrder: build.mutation<ServiceOrder, { orderId: string; body: DeliverOrderBody }>({
      query: ({ orderId, body }) => orderMoveRequest(orderId, 'deliveries', body),
      ...orderMoveCache,
    }),
  }),
});

export const { useDeliverOrderMutation } = deliverOrderApi;
