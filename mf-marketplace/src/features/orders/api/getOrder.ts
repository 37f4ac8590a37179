import type { ServiceOrder } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/orders/:orderId`: a custom order, for its buyer or its seller (404 to anyone else),
 * with the moves the viewer may take now (`allowedMoves`).
 */
export const getOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<ServiceOrder, string>({
      query: (orderId) => ({ url: `/orders/${encodeURIComponent(orderId)}` }),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
