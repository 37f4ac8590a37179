import type { ServiceOrder, SubmitRequirementsBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { orderMoveCache, orderMoveRequest } from './orderMove';

/** `POST /api/orders/:orderId/requirements` (buyer, awaiting requirements): the answers and attachments; the due date starts. */
export const submitRequirementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitRequirements: build.mutation<
      ServiceOrder,
      { orderId: string; body: SubmitRequirementsBody }
    >({
      query: ({ orderId, body }) => orderMoveRequest(orderId, 'requirements', body),
      ...orderMoveCache,
    }),
  }),
});

export const { useSubmitRequirementsMutation } = submitRequirementsApi;
