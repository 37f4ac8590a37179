/**
 * The orders module's tables (migration 0046): `service_orders` (one per paid purchase of a
 * custom product) and `service_order_events` (its timeline). Kysely only. Visibility is in the
 * query: an order is found for its buyer or its seller, never for anyone else. Functions that
 * take `trx` run in the caller's transaction; `lock` reads the row FOR UPDATE there, so moves of
 * one order (a route, the scheduled work of any instance, a webhook event) apply one at a time.
 */
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '@atelier/api-contract';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type {
  DB,
  OrderFileRef,
  ServiceOrderEventsTable,
  ServiceOrdersTable,
} from '../../platform/database/schema';

export type OrderRow = Selectable<ServiceOrdersTable>;
export type OrderEventRow = Selectable<ServiceOrderEventsTable>;
export type OrderChanges = Omit<Updateable<ServiceOrdersTable>, 'id' | 'purchase_id'>;

export interface NewOrder {
  id: string;
  purchaseId: string;
  productId: string;
  productTitle: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  priceCents: number;
  currency: string;
  deliveryTime: OrderRow['delivery_time'];
  deliveryDays: number;
  revisionsIncluded: number;
  requirementsText: string;
  createdAt: Date;
}

export interface NewOrderEvent {
  orderId: string;
  kind: string;
  actor: { id: string; name: string; role: 'buyer' | 'seller' } | null;
  message?: string | null;
  files?: OrderFileRef[];
  at: Date;
}

const ACTIVE: readonly OrderStatus[] = ACTIVE_ORDER_STATUSES;
const AWAITING_DELIVERY: OrderStatus[] = ['in_progress', 'revision_requested'];

export function createOrdersRepository(db: Kysely<DB>) {
  const party = (userId: string) =>
    db
      .selectFrom('service_orders')
      .selectAll()
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]));

  return {
    /** Places the order of a paid purchase; undefined when the purchase already has one. */
    async insert(trx: Kysely<DB>, order: NewOrder): Promise<OrderRow | undefined> {
      return trx
        .insertInto('service_orders')
        .values({
          id: order.id,
          purchase_id: order.purchaseId,
          product_id: order.productId,
          product_title: order.productTitle,
          buyer_id: order.buyerId,
          buyer_name: order.buyerName,
          seller_id: order.sellerId,
          seller_name: order.sellerName,
          price_cents: order.priceCents,
          currency: order.currency,
          delivery_time: order.deliveryTime,
          delivery_days: order.deliveryDays,
          revisions_included: order.revisionsIncluded,
          requirements_text: order.requirementsText,
          created_at: order.createdAt,
          updated_at: order.createdAt,
        })
        .onConflict((oc) => oc.column('purchase_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async addEvent(trx: Kysely<DB>, event: NewOrderEvent): Promise<void> {
      await trx
        .insertInto('service_order_events')
        .values({
          order_id: event.orderId,
          kind: event.kind,
          actor_id: event.actor?.id ?? null,
          actor_name: event.actor?.name ?? null,
          actor_role: event.actor?.role ?? null,
          message: event.message ?? null,
          files: JSON.stringify(event.files ?? []),
          created_at: event.at,
        })
        .execute();
    },

    /** The order, for its buyer or seller only. */
    findForParty(orderId: string, userId: string): Promise<OrderRow | undefined> {
      return party(userId).where('id', '=', orderId).executeTakeFirst();
    },

    /** The order locked in `trx` (for a party when `userId` is given). */
    lock(trx: Kysely<DB>, orderId: string, userId?: string): Promise<OrderRow | undefined> {
      let query = trx.selectFrom('service_orders').selectAll().where('id', '=', orderId);
      if (userId !== undefined) {
        query = query.where((eb) =>
          eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]),
        );
      }
      return query.forUpdate().executeTakeFirst();
    },

    lockByPurchase(trx: Kysely<DB>, purchaseId: string): Promise<OrderRow | undefined> {
      return trx
        .selectFrom('service_orders')
        .selectAll()
        .where('purchase_id', '=', purchaseId)
        .forUpdate()
        .executeTakeFirst();
    },

    async update(trx: Kysely<DB>, orderId: string, changes: OrderChanges, at: Date) {
      await trx
        .updateTable('service_orders')
        .set({ ...changes, updated_at: at })
        .where('id', '=', orderId)
        .execute();
    },

    /** The timeline, oldest first. */
    eventsOf(orderId: string): Promise<OrderEventRow[]> {
      return db
        .selectFrom('service_order_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id', 'asc')
        .execute();
    },

    /** The buyer's orders of these purchases. */
    ofPurchases(buyerId: string, purchaseIds: readonly string[]): Promise<OrderRow[]> {
      if (purchaseIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('service_orders')
        .selectAll()
        .where('buyer_id', '=', buyerId)
        .where('purchase_id', 'in', purchaseIds)
        .execute();
    },

    /** Whether the buyer has a completed order of the product (in `trx` when given). */
    async hasCompleted(buyerId: string, productId: string, trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('service_orders')
        .select('id')
        .where('buyer_id', '=', buyerId)
        .where('product_id', '=', productId)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A page of the seller's orders: active ones first, the earliest due first (awaiting
     * requirements, without a due date, after them), then ended ones, the latest first.
     */
    async sellerPage(
      sellerId: string,
      status: OrderStatus | undefined,
      page: number,
      pageSize: number,
      /** Only the orders late at this time (past due, not delivered), or all. */
      lateAt: Date | null = null,
    ): Promise<{ rows: OrderRow[]; total: number }> {
      let query = db.selectFrom('service_orders').where('seller_id', '=', sellerId);
      if (status !== undefined) query = query.where('status', '=', status);
      if (lateAt !== null) {
        query = query.where('status', 'in', AWAITING_DELIVERY).where('due_at', '<', lateAt);
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(sql`CASE WHEN status IN (${sql.join(ACTIVE)}) THEN 0 ELSE 1 END`)
          .orderBy(sql`due_at ASC NULLS LAST`)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'asc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** The seller's orders by status. */
    async sellerCounts(sellerId: string): Promise<Map<OrderStatus, number>> {
      const rows = await db
        .selectFrom('service_orders')
        .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
        .where('seller_id', '=', sellerId)
        .groupBy('status')
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.count)]));
    },

    /**
     * The dashboard's figures over the seller's orders, late ones by `now`. A payment under an
     * open dispute is neither earned nor pending (the provider holds it); one lost is gone.
     */
    async sellerFigures(sellerId: string, now: Date) {
      const settled = sql`dispute IS DISTINCT FROM 'open'`;
      const row = await db
        .selectFrom('service_orders')
        .select([
          sql<string>`count(*) FILTER (WHERE status = 'completed' AND ${settled})`.as('completed'),
          sql<string>`coalesce(sum(price_cents - refunded_cents) FILTER (WHERE status = 'completed' AND ${settled}), 0)`.as(
            'completed_cents',
          ),
          sql<string>`count(*) FILTER (WHERE status IN (${sql.join(ACTIVE)}))`.as('active'),
          sql<string>`count(*) FILTER (WHERE status IN (${sql.join(ACTIVE)}) AND ${settled})`.as(
            'pending',
          ),
          sql<string>`coalesce(sum(price_cents) FILTER (WHERE status IN (${sql.join(ACTIVE)}) AND ${settled}), 0)`.as(
            'pending_cents',
          ),
          sql<string>`count(*) FILTER (WHERE status IN (${sql.join(AWAITING_DELIVERY)}) AND due_at < ${now})`.as(
            'late',
          ),
        ])
        .where('seller_id', '=', sellerId)
        .executeTakeFirstOrThrow();
      return {
        completed: Number(row.completed),
        completedCents: Number(row.completed_cents),
        active: Number(row.active),
        pending: Number(row.pending),
        pendingCents: Number(row.pending_cents),
        late: Number(row.late),
      };
    },

    /** Whether `userId` is a party to an order holding the file (an upload id). */
    async isPartyToFile(userId: string, uploadId: string): Promise<boolean> {
      const needle = JSON.stringify([{ id: uploadId }]);
      const row = await party(userId)
        .clearSelect()
        .select('service_orders.id')
        .where((eb) =>
          eb.or([
            eb(sql`requirements_files`, '@>', sql`${needle}::jsonb`),
            eb.exists(
              eb
                .selectFrom('service_order_events')
                .select('service_order_events.id')
                .whereRef('service_order_events.order_id', '=', 'service_orders.id')
                .where(sql`service_order_events.files`, '@>', sql`${needle}::jsonb`),
            ),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
