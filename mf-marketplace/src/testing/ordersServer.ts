// The orders part of the in-memory auth-service (tests only): a custom order's page and its
// moves. Tests set the orders and, per move, what the API answers (the moved order, or a
// refusal); the requests are recorded by the catalogue server that hosts it.
import type { ServiceOrder } from '@atelier/api-contract';
import type { ApiResponse } from '@atelier/shared-ui';

export interface OrdersState {
  /** The orders the signed-in user is a party to, by id (anyone else's: absent, a 404). */
  orders: Record<string, ServiceOrder>;
  /**
   * What `POST /api/orders/:id/<move path>` answers: by default the order as the test set it
   * with `moved(...)`, else unchanged (200).
   */
  answerMove: (order: ServiceOrder, movePath: string, body: unknown) => ApiResponse;
}

const json = (status: number, body: unknown): ApiResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(body),
});

export const answerWith = json;

export function createOrdersState(): OrdersState {
  return { orders: {}, answerMove: (order) => json(200, order) };
}

/** The orders routes' answer, or undefined for a path that is not theirs. */
export function answerOrders(
  state: OrdersState,
  method: string,
  path: string,
  signedIn: boolean,
  body: unknown,
): ApiResponse | undefined {
  const match = /^\/api\/orders\/([^/]+)(?:\/(.+))?$/.exec(path);
  if (match === null) return undefined;
  if (!signedIn) return json(401, { error: 'Unauthorized', message: 'Sign in.' });
  const order = state.orders[match[1] ?? ''];
  if (order === undefined) return json(404, { error: 'Not Found', message: 'Order not found.' });
  const movePath = match[2];
  if (movePath === undefined && method === 'GET') return json(200, order);
  if (movePath !== undefined && method === 'POST') {
    const answer = state.answerMove(order, movePath, body);
    if (answer.ok) {
      void answer.json().then((moved) => {
        state.orders[order.id] = moved as ServiceOrder;
      });
    }
    return answer;
  }
  return undefined;
}
