/**
 * The orders module's logic beyond HTTP (issue 22): placing an order when its purchase is paid,
 * the parties' moves through the one status machine (order-status.ts), the platform's own
 * (automatic completion, the end of a dispute lost), the refund of a cancelled order, a dispute
 * of its payment (issue 36), and what the order, the seller's list and the dashboard answer.
 *
 * Every move runs in one transaction: the order locked, the move decided on its current state,
 * the change, its timeline row, the other party's notification (stored, and pushed on the socket
 * on commit) and the scheduled work it starts or ends, all committed together or not at all.
 * Time is the service's clock (`fastify.clock`), never the browser's.
 */
import {
  ORDER_STATUSES,
  SELLER_ORDERS_PAGE_SIZE,
  type NotificationKind,
  type OrderEventKind,
  type OrderFile,
  type OrderMove,
  type OrderPartyRole,
  type OrderStatusCounts,
  type PurchaseOrder,
  type SellerOrderItem,
  type SellerOrderList,
  type SellerOrderSummary,
  type ServiceOrder,
} from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, OrderFileRef } from '../../platform/database/schema';
import { pageFields } from '../../platform/paging';
import { toIsoTimestamp } from '../../platform/schemas';
import { cancelWork, scheduleWork } from '../../platform/scheduled-work';
import type { NotificationsService } from '../notifications/service';
import { formatUsd } from '../sales/money';
import type { PurchaseRow } from '../sales/repository';
import type { OrderFilesPort } from './files-port';
import { allowedMoves, decide, isLate, type OrderFacts, type Refusal } from './order-status';
import type { OrderChanges, OrderEventRow, OrderRow, OrdersRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scheduled work kinds (platform/scheduled-work.ts), keyed by the order's id. */
export const AUTO_COMPLETE_WORK = 'order-auto-complete';
export const REFUND_WORK = 'order-refund';
export const LATE_WORK = 'order-late';

export interface OrderPayload {
  orderId: string;
}

export interface Caller {
  id: string;
}

/** What a move carries (its request body, or nothing). */
export type MoveInput =
  | { move: 'submit-requirements'; answers: string; files: readonly string[] }
  | { move: 'deliver'; message: string; files: readonly string[] }
  | { move: 'request-revision'; reason: string }
  | { move: 'propose-cancellation'; reason: string }
  | { move: 'cancel-late'; reason?: string | undefined }
  | { move: 'accept' | 'accept-cancellation' | 'withdraw-cancellation' | 'decline-cancellation' };

export type MoveOutcome =
  | { ok: ServiceOrder }
  | { refused: 'notFound' | 'badFile' }
  | { refused: Refusal; move: OrderMove };

export const orderFileUrl = (orderId: string, fileId: string) =>
  `/api/orders/${orderId}/files/${encodeURIComponent(fileId)}`;

/** The timeline row and the other party's notification of each move. */
const EFFECTS: Record<OrderMove, { event: OrderEventKind; notification: NotificationKind }> = {
  'submit-requirements': {
    event: 'requirements-submitted',
    notification: 'order-requirements-submitted',
  },
  deliver: { event: 'delivered', notification: 'order-delivered' },
  'request-revision': { event: 'revision-requested', notification: 'order-revision-requested' },
  accept: { event: 'accepted', notification: 'order-completed' },
  'propose-cancellation': {
    event: 'cancellation-proposed',
    notification: 'order-cancellation-proposed',
  },
  'withdraw-cancellation': {
    event: 'cancellation-withdrawn',
    notification: 'order-cancellation-withdrawn',
  },
  'decline-cancellation': {
    event: 'cancellation-declined',
    notification: 'order-cancellation-declined',
  },
  'accept-cancellation': { event: 'cancelled-by-agreement', notification: 'order-cancelled' },
  'cancel-late': { event: 'cancelled-late', notification: 'order-cancelled' },
};

const NO_PROPOSAL = {
  cancel_proposed_by: null,
  cancel_proposed_at: null,
  cancel_reason: null,
} as const;

export function createOrdersService(deps: {
  kysely: Kysely<DB>;
  repository: OrdersRepository;
  notifications: NotificationsService;
  files: OrderFilesPort;
  clock: { now(): Date };
  /** Days after a delivery without an answer before the order completes by itself. */
  autoCompleteDays: number;
  /** The product's thumbnail now (the catalogue's). */
  thumbnailsOf(productIds: readonly string[]): Promise<ReadonlyMap<string, string | null>>;
}) {
  const { kysely, repository, notifications, files, clock, autoCompleteDays } = deps;

  const roleOf = (row: OrderRow, userId: string): OrderPartyRole =>
    row.buyer_id === userId ? 'buyer' : 'seller';

  const factsOf = (row: OrderRow, now: Date): OrderFacts => ({
    status: row.status,
    revisionsRemaining: Math.max(0, row.revisions_included - row.revisions_used),
    late: isLate(row.status, row.due_at, now),
    proposedBy: row.cancel_proposed_by,
    disputeOpen: row.dispute === 'open',
  });

  const toFiles = (orderId: string, refs: readonly OrderFileRef[]): OrderFile[] =>
    refs.map((ref) => ({ ...ref, url: orderFileUrl(orderId, ref.id) }));

  function toOrder(
    row: OrderRow,
    events: readonly OrderEventRow[],
    viewerId: string,
    thumbnail: string | null,
    now: Date,
  ): ServiceOrder {
    const role = roleOf(row, viewerId);
    const facts = factsOf(row, now);
    const buyer = { id: row.buyer_id, name: row.buyer_name };
    const seller = { id: row.seller_id, name: row.seller_name };
    const timeline = events.map((event) => ({
      id: String(event.id),
      kind: event.kind as OrderEventKind,
      actor:
        event.actor_id === null || event.actor_role === null
          ? null
          : { id: event.actor_id, name: event.actor_name ?? '', role: event.actor_role },
      at: toIsoTimestamp(event.created_at),
      message: event.message,
      files: toFiles(row.id, event.files),
    }));
    return {
      id: row.id,
      purchaseId: row.purchase_id,
      productId: row.product_id,
      productTitle: row.product_title,
      productImage: thumbnail,
      buyer,
      seller,
      viewerRole: role,
      counterpart: role === 'buyer' ? seller : buyer,
      terms: {
        priceCents: row.price_cents,
        currency: row.currency,
        deliveryTime: row.delivery_time,
        deliveryDays: row.delivery_days,
        revisionsIncluded: row.revisions_included,
        requirementsText: row.requirements_text,
      },
      revisionsUsed: row.revisions_used,
      revisionsRemaining: facts.revisionsRemaining,
      status: row.status,
      createdAt: toIsoTimestamp(row.created_at),
      dueAt: row.due_at === null ? null : toIsoTimestamp(row.due_at),
      late: facts.late,
      autoCompleteAt:
        row.status === 'delivered' && row.auto_complete_at !== null
          ? toIsoTimestamp(row.auto_complete_at)
          : null,
      completedAt: row.completed_at === null ? null : toIsoTimestamp(row.completed_at),
      cancelledAt: row.cancelled_at === null ? null : toIsoTimestamp(row.cancelled_at),
      refundedCents: row.refunded_cents,
      dispute: row.dispute,
      cancellationProposal:
        row.cancel_proposed_by === null || row.cancel_proposed_at === null
          ? null
          : {
              by: row.cancel_proposed_by,
              reason: row.cancel_reason ?? '',
              at: toIsoTimestamp(row.cancel_proposed_at),
            },
      allowedMoves: allowedMoves(role, facts),
      requirements:
        row.requirements_at === null
          ? null
          : {
              answers: row.requirements_answers ?? '',
              files: toFiles(row.id, row.requirements_files),
              submittedAt: toIsoTimestamp(row.requirements_at),
            },
      deliveries: timeline
        .filter((entry) => entry.kind === 'delivered')
        .map((entry) => ({
          id: entry.id,
          message: entry.message ?? '',
          files: entry.files,
          at: entry.at,
        })),
      timeline,
    };
  }

  async function view(orderId: string, viewerId: string): Promise<ServiceOrder | undefined> {
    const row = await repository.findForParty(orderId, viewerId);
    if (row === undefined) return undefined;
    const [events, thumbnails] = await Promise.all([
      repository.eventsOf(row.id),
      deps.thumbnailsOf([row.product_id]),
    ]);
    return toOrder(row, events, viewerId, thumbnails.get(row.product_id) ?? null, clock.now());
  }

  /** The caller's own complete order files, in order; undefined when one is not. */
  async function ownFiles(ids: readonly string[], owner: string) {
    const found: OrderFileRef[] = [];
    for (const id of ids) {
      const file = await files.find(id, owner);
      if (file === undefined) return undefined;
      found.push({ id, name: file.name, size: file.size });
    }
    return found;
  }

  const notifyOf = (row: OrderRow, actor: { id: string; name: string } | null) => ({
    ...(actor !== null && { actorId: actor.id }),
    ...(actor !== null && actor.name !== '' && { actorName: actor.name }),
    subject: row.product_title,
    orderId: row.id,
  });

  /** The changes a party's move makes, besides the status, at `now`. */
  function changesOf(
    row: OrderRow,
    input: MoveInput,
    role: OrderPartyRole,
    attached: OrderFileRef[],
    now: Date,
  ): { changes: OrderChanges; message: string | null } {
    switch (input.move) {
      case 'submit-requirements':
        return {
          changes: {
            requirements_answers: input.answers,
            requirements_files: JSON.stringify(attached),
            requirements_at: now,
            due_at: new Date(now.getTime() + row.delivery_days * DAY_MS),
          },
          message: input.answers,
        };
      case 'deliver':
        return {
          changes: {
            last_delivered_at: now,
            auto_complete_at: new Date(now.getTime() + autoCompleteDays * DAY_MS),
          },
          message: input.message,
        };
      case 'request-revision':
        return {
          changes: { revisions_used: row.revisions_used + 1, auto_complete_at: null },
          message: input.reason,
        };
      case 'accept':
        // A proposal still pending ends with the order.
        return {
          changes: { ...NO_PROPOSAL, completed_at: now, auto_complete_at: null },
          message: null,
        };
      case 'propose-cancellation':
        return {
          changes: {
            cancel_proposed_by: role,
            cancel_proposed_at: now,
            cancel_reason: input.reason,
          },
          message: input.reason,
        };
      case 'withdraw-cancellation':
      case 'decline-cancellation':
        return { changes: NO_PROPOSAL, message: null };
      case 'accept-cancellation':
        // The entry is the accepting party's: the reason stays with the proposal, under the
        // proposer's name, and is not repeated under the other party's (issue 37).
        return {
          changes: { ...NO_PROPOSAL, cancelled_at: now, auto_complete_at: null },
          message: null,
        };
      case 'cancel-late': {
        const reason = input.reason?.trim() ?? '';
        return {
          changes: { ...NO_PROPOSAL, cancelled_at: now, auto_complete_at: null },
          message: reason === '' ? null : reason,
        };
      }
    }
  }

  /** The scheduled work a move starts or ends, in its transaction. */
  async function scheduleFor(trx: Kysely<DB>, row: OrderRow, changes: OrderChanges, to: string) {
    const payload: OrderPayload = { orderId: row.id };
    if (to === 'delivered' && changes.auto_complete_at instanceof Date) {
      await scheduleWork(trx, {
        kind: AUTO_COMPLETE_WORK,
        key: row.id,
        payload,
        runAt: changes.auto_complete_at,
        onConflict: 'replace',
      });
    } else if (row.status === 'delivered' && to !== 'delivered') {
      // Answered (a revision, acceptance, cancellation); a proposal alone leaves the clock running.
      await cancelWork(trx, AUTO_COMPLETE_WORK, row.id);
    }
    // The due date, or now for a revision asked after it: both parties hear if it passes first.
    const due = changes.due_at instanceof Date ? changes.due_at : row.due_at;
    if ((to === 'in_progress' || to === 'revision_requested') && due !== null) {
      const runAt = new Date(Math.max(due.getTime(), clock.now().getTime()));
      await scheduleWork(trx, {
        kind: LATE_WORK,
        key: row.id,
        payload,
        runAt,
        onConflict: 'replace',
      });
    }
    if (to === 'cancelled') {
      await scheduleWork(trx, { kind: REFUND_WORK, key: row.id, payload, runAt: clock.now() });
    }
  }

  return {
    view,

    /** A party's move: decided on the locked order, applied with its effects, or refused. */
    async move(orderId: string, caller: Caller, input: MoveInput): Promise<MoveOutcome> {
      const fileIds = 'files' in input ? input.files : [];
      const attached = await ownFiles(fileIds, caller.id);
      const outcome = await kysely
        .transaction()
        .execute(
          async (trx): Promise<Exclude<MoveOutcome, { ok: ServiceOrder }> | { moved: string }> => {
            const row = await repository.lock(trx, orderId, caller.id);
            if (row === undefined) return { refused: 'notFound' };
            const now = clock.now();
            const role = roleOf(row, caller.id);
            const decision = decide(input.move, role, factsOf(row, now));
            if (!decision.ok) return { refused: decision.refusal, move: input.move };
            if (attached === undefined) return { refused: 'badFile' };
            const { changes, message } = changesOf(row, input, role, attached, now);
            await repository.update(trx, row.id, { ...changes, status: decision.to }, now);
            const actor = {
              id: caller.id,
              name: role === 'buyer' ? row.buyer_name : row.seller_name,
              role,
            };
            const effects = EFFECTS[input.move];
            await repository.addEvent(trx, {
              orderId: row.id,
              kind: effects.event,
              actor,
              message,
              files: attached,
              at: now,
            });
            await scheduleFor(trx, row, changes, decision.to);
            const other = role === 'buyer' ? row.seller_id : row.buyer_id;
            await notifications.notify(trx, other, effects.notification, notifyOf(row, actor));
            return { moved: row.id };
          },
        );
      if (!('moved' in outcome)) return outcome;
      const order = await view(outcome.moved, caller.id);
      return order === undefined ? { refused: 'notFound' } : { ok: order };
    },

    /**
     * The order of a custom product's purchase that became paid, in the webhook event's
     * transaction: placed with the terms the checkout kept, once (the purchase's id is unique).
     */
    async placeFor(
      trx: Kysely<DB>,
      purchase: PurchaseRow,
      options?: { largePayment: boolean },
    ): Promise<void> {
      const terms = purchase.order_terms;
      if (terms === null) return;
      const now = clock.now();
      const order = await repository.insert(trx, {
        id: randomUUID(),
        purchaseId: purchase.id,
        productId: purchase.product_id,
        productTitle: purchase.product_title,
        buyerId: purchase.buyer_id,
        buyerName: purchase.buyer_name,
        sellerId: purchase.seller_id,
        sellerName: purchase.seller_name,
        priceCents: purchase.amount_cents,
        currency: purchase.currency,
        deliveryTime: terms.deliveryTime,
        deliveryDays: terms.deliveryDays,
        revisionsIncluded: terms.revisions,
        requirementsText: terms.requirements,
        createdAt: now,
      });
      if (order === undefined) return;
      const buyer = { id: purchase.buyer_id, name: purchase.buyer_name, role: 'buyer' as const };
      await repository.addEvent(trx, { orderId: order.id, kind: 'placed', actor: buyer, at: now });
      await notifications.notify(trx, order.seller_id, 'order-placed', {
        ...notifyOf(order, buyer),
        amount: formatUsd(order.price_cents),
        ...(options?.largePayment === true && { largePayment: true }),
      });
    },

    /**
     * The provider refunded an order's payment (`refundedCents` in all), in the webhook event's
     * transaction: the timeline says so; a full refund the seller made from their own dashboard
     * ends an order still under way as cancelled.
     */
    async refundedFor(
      trx: Kysely<DB>,
      purchase: PurchaseRow,
      refundedCents: number,
    ): Promise<void> {
      const row = await repository.lockByPurchase(trx, purchase.id);
      if (row === undefined || refundedCents <= row.refunded_cents) return;
      const now = clock.now();
      const endsNow =
        refundedCents >= row.price_cents &&
        row.status !== 'cancelled' &&
        row.status !== 'completed';
      await repository.update(
        trx,
        row.id,
        {
          refunded_cents: refundedCents,
          ...(endsNow && {
            ...NO_PROPOSAL,
            status: 'cancelled' as const,
            cancelled_at: now,
            auto_complete_at: null,
          }),
        },
        now,
      );
      await repository.addEvent(trx, {
        orderId: row.id,
        kind: 'refunded',
        actor: null,
        message: formatUsd(refundedCents - row.refunded_cents),
        at: now,
      });
      if (endsNow) {
        await cancelWork(trx, AUTO_COMPLETE_WORK, row.id);
        await notifications.notify(trx, row.buyer_id, 'order-cancelled', {
          ...notifyOf(row, null),
          amount: formatUsd(refundedCents),
        });
      }
    },

    /**
     * A dispute of the order's payment opened or closed (issue 36), in the webhook event's
     * transaction, whatever order the provider's events come in (a closing first is kept, and
     * the opening after it changes nothing). Opened: the order is paused. Won: it resumes, its
     * due date and automatic completion moved on by the pause. Lost: it ends as disputed, from
     * any status, and the answer says whether the buyer's review of the product is forfeit (no
     * other completed order of it). No order yet (a dispute before the payment placed it):
     * nothing; a dispute won places it through the sales module.
     */
    async disputeFor(
      trx: Kysely<DB>,
      purchase: PurchaseRow,
      change: 'opened' | 'won' | 'lost',
    ): Promise<{ reviewForfeit: boolean }> {
      const none = { reviewForfeit: false };
      const row = await repository.lockByPurchase(trx, purchase.id);
      if (row === undefined) return none;
      const now = clock.now();
      const record = (kind: OrderEventKind) =>
        repository.addEvent(trx, { orderId: row.id, kind, actor: null, at: now });
      if (change === 'opened') {
        if (row.dispute !== null) return none;
        await repository.update(trx, row.id, { dispute: 'open', dispute_opened_at: now }, now);
        await record('dispute-opened');
        return none;
      }
      if (row.dispute === 'won' || row.dispute === 'lost') return none;
      if (change === 'won') {
        const paused =
          row.dispute_opened_at === null ? 0 : now.getTime() - row.dispute_opened_at.getTime();
        const later = (at: Date | null) => (at === null ? null : new Date(at.getTime() + paused));
        const changes: OrderChanges = {
          dispute: 'won',
          due_at: later(row.due_at),
          auto_complete_at: later(row.auto_complete_at),
        };
        await repository.update(trx, row.id, changes, now);
        await record('dispute-won');
        await scheduleFor(trx, { ...row, dispute: 'won' }, changes, row.status);
        return none;
      }
      const decision = decide('dispute-lost', 'platform', factsOf(row, now));
      if (!decision.ok) return none;
      await repository.update(
        trx,
        row.id,
        { ...NO_PROPOSAL, dispute: 'lost', status: decision.to, auto_complete_at: null },
        now,
      );
      await record('dispute-lost');
      await cancelWork(trx, AUTO_COMPLETE_WORK, row.id);
      const otherCompleted = await repository.hasCompleted(row.buyer_id, row.product_id, trx);
      return { reviewForfeit: !otherCompleted };
    },

    /**
     * Scheduled work 'order-auto-complete': a delivered order nobody answered completes by
     * itself once its time has come (a later delivery moved the work; an answer cancelled it;
     * either way the locked row decides).
     */
    async autoComplete(orderId: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const row = await repository.lock(trx, orderId);
        if (row === undefined) return;
        const now = clock.now();
        if (row.auto_complete_at === null || row.auto_complete_at.getTime() > now.getTime()) return;
        const decision = decide('auto-complete', 'platform', factsOf(row, now));
        if (!decision.ok) return;
        await repository.update(
          trx,
          row.id,
          { ...NO_PROPOSAL, status: decision.to, completed_at: now, auto_complete_at: null },
          now,
        );
        await repository.addEvent(trx, {
          orderId: row.id,
          kind: 'auto-completed',
          actor: null,
          at: now,
        });
        for (const userId of [row.buyer_id, row.seller_id]) {
          await notifications.notify(trx, userId, 'order-completed', notifyOf(row, null));
        }
      });
    },

    /**
     * Scheduled work 'order-late': at the due date (or when a revision was asked after it), both
     * parties hear that the order is late, if it still is on the locked row (delivered in time,
     * ended: nothing).
     */
    async announceLate(orderId: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const row = await repository.lock(trx, orderId);
        if (row === undefined || !isLate(row.status, row.due_at, clock.now())) return;
        // Paused by a dispute: a won dispute moves the due date on and schedules this again.
        if (row.dispute === 'open') return;
        for (const userId of [row.buyer_id, row.seller_id]) {
          await notifications.notify(trx, userId, 'order-late', notifyOf(row, null));
        }
      });
    },

    /** The purchase a cancelled order refunds (scheduled work 'order-refund'). */
    async cancelledPurchaseOf(orderId: string): Promise<string | undefined> {
      const row = await kysely
        .selectFrom('service_orders')
        .select(['purchase_id', 'status'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row?.status === 'cancelled' ? row.purchase_id : undefined;
    },

    /** A 60-second link to a file of the order, for its two parties only. */
    async download(orderId: string, fileId: string, callerId: string) {
      const row = await repository.findForParty(orderId, callerId);
      if (row === undefined) return undefined;
      let file = row.requirements_files.find((ref) => ref.id === fileId);
      if (file === undefined) {
        const events = await repository.eventsOf(row.id);
        file = events.flatMap((event) => event.files).find((ref) => ref.id === fileId);
      }
      return file === undefined ? undefined : files.link(file.id, file.name);
    },

    isPartyToFile: (userId: string, uploadId: string) => repository.isPartyToFile(userId, uploadId),

    /** The seller's list: a page (only the late ones with `late`), the counts by status and how many are late. */
    async sellerList(
      sellerId: string,
      status: SellerOrderItem['status'] | undefined,
      page: number,
      { late = false }: { late?: boolean } = {},
    ): Promise<SellerOrderList> {
      const now = clock.now();
      const [{ rows, total }, counts, figures] = await Promise.all([
        repository.sellerPage(sellerId, status, page, SELLER_ORDERS_PAGE_SIZE, late ? now : null),
        repository.sellerCounts(sellerId),
        repository.sellerFigures(sellerId, now),
      ]);
      const thumbnails = await deps.thumbnailsOf([...new Set(rows.map((row) => row.product_id))]);
      return {
        orders: rows.map((row) => ({
          id: row.id,
          productId: row.product_id,
          productTitle: row.product_title,
          productImage: thumbnails.get(row.product_id) ?? null,
          buyer: { id: row.buyer_id, name: row.buyer_name },
          priceCents: row.price_cents,
          currency: row.currency,
          status: row.status,
          createdAt: toIsoTimestamp(row.created_at),
          dueAt: row.due_at === null ? null : toIsoTimestamp(row.due_at),
          late: isLate(row.status, row.due_at, now),
          cancellationPending: row.cancel_proposed_by !== null,
          disputeOpen: row.dispute === 'open',
        })),
        counts: Object.fromEntries(
          ORDER_STATUSES.map((name) => [name, counts.get(name) ?? 0]),
        ) as OrderStatusCounts,
        late: figures.late,
        ...pageFields(total, page, SELLER_ORDERS_PAGE_SIZE),
      };
    },

    async sellerSummary(sellerId: string): Promise<SellerOrderSummary> {
      const figures = await repository.sellerFigures(sellerId, clock.now());
      return {
        completedOrders: figures.completed,
        completedEarnings: figures.completedCents,
        activeOrders: figures.active,
        lateOrders: figures.late,
        pendingPayments: figures.pendingCents,
        pendingOrders: figures.pending,
      };
    },

    /** Purchases' view of their orders. */
    async ordersOfPurchases(buyerId: string, purchaseIds: readonly string[]) {
      const now = clock.now();
      const rows = await repository.ofPurchases(buyerId, purchaseIds);
      return new Map<string, PurchaseOrder>(
        rows.map((row) => [
          row.purchase_id,
          {
            id: row.id,
            status: row.status,
            dueAt: row.due_at === null ? null : toIsoTimestamp(row.due_at),
            late: isLate(row.status, row.due_at, now),
          },
        ]),
      );
    },

    hasCompletedOrder: (buyerId: string, productId: string) =>
      repository.hasCompleted(buyerId, productId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
