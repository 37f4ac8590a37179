import type { ServiceOrder, ProposeCancellationBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/cancellation-proposal` (either party, before completion): a reason. */
export const proposeCancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    proposeCancellation: build.mutation<
      ServiceOrder,
      { orderId: string; body: ProposeCancellationBody }
    >({
      query: ({ orderId, body }) => orderMoveRequest(orderId, 'cancellation-proposal', body),
      ...orderMoveCache,
    }),
  }),
});

export const { useProposeCancellationMutation } = proposeCancellationApi;
