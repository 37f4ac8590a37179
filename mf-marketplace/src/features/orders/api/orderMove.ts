import type { ServiceOrder } from '@atelier/api-contract';
import type { ApiRequest } from '@atelier/shared-ui';
import { getOrderApi } from './getOrder';

/** A move's request: `POST /api/orders/:orderId/<path>` with its body, if any. */
export const orderMoveRequest = (orderId: string, path: string, body?: unknown): ApiRequest => ({
  url: `/orders/${encodeURIComponent(orderId)}/${path}`,
  method: 'POST',
  ...(body === undefined ? {} : { body }),
});

/**
 * What every move does to the cache: the API answers the moved order, which replaces the page's
 * copy at once (its new status, timeline and allowed moves); a refused move (409: the order moved
 * meanwhile) reads the order again. Purchases show the order's status, so they are read again.
 */
export const orderMoveCache = {
  async onQueryStarted(
    { orderId }: { orderId: string },
    {
      dispatch,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<{ data: ServiceOrder }>;
    },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(getOrderApi.util.upsertQueryData('getOrder', orderId, data));
    } catch {
      // The error is the mutation's to show; the tags below read the order again.
    }
  },
  invalidatesTags: (
    _order: ServiceOrder | undefined,
    error: { status: number } | undefined,
    { orderId }: { orderId: string },
  ) => [
    ...(error === undefined ? [] : [{ type: 'Order' as const, id: orderId }]),
    { type: 'Purchases' as const, id: 'LIST' },
  ],
};
