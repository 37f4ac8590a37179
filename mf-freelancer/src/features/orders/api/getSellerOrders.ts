import type { OrderStatus, SellerOrderList } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/**
 * `GET /api/orders/selling?status=&late=&page=`: the seller's custom orders, active first (earliest
 * due first), then ended ones, newest first; with the counts by status whatever the filter.
 */
export const getSellerOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerOrders: build.query<
      SellerOrderList,
      { status: OrderStatus | 'overdue' | null; page: number }
    >({
      query: ({ status, page }) => {
        const search = new URLSearchParams({ page: String(page) });
        // Overdue: past due and not delivered, whatever the status (`late=true`).
        if (status === 'overdue') search.set('late', 'true');
        else if (status !== null) search.set('status', status);
        return { url: `/orders/selling?${search.toString()}` };
      },
      providesTags: [{ type: 'SellerOrders', id: 'LIST' }],
    }),
  }),
});

export const { useGetSellerOrdersQuery } = getSellerOrdersApi;
