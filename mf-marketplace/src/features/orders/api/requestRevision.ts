import type { ServiceOrder, RequestRevisionBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/revision-requests` (buyer, delivered, while revisions remain): a reason. */
export const requestRevisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestRevision: build.mutation<ServiceOrder, { orderId: string; body: RequestRevisionBody }>({
      query: ({ orderId, body }) => orderMoveRequest(orderId, 'revision-requests', body),
      ...orderMoveCache,
    }),
  }),
});

export const { useRequestRevisionMutation } = requestRevisionApi;
