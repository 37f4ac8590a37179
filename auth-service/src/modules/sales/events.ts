/**
 * The sales module's Stripe events, handled through billing's webhook
 * (`fastify.billing.handleStripeEvents`: signature, dedup in processed_stripe_events and the
 * transaction stay billing's). Each is applied inside the event's transaction: the purchase is
 * locked, moved by purchase-status.ts, the product's counters changed by as much and the seller
 * told of a new sale, all committed with the event record or not at all. A replay is a
 * duplicate for billing; a late or repeated event under another id moves nothing
 * (purchase-status.ts); concurrent events about one purchase wait for its lock.
 *
 * After the commit (`afterCommit`, safe to repeat): the charge's Stripe fee and receipt are read
 * from the seller's account, the category's bestsellers recomputed, and the files of a deleted
 * product removed once no purchase needs them.
 */
import { LARGE_PAYMENT_CENTS } from '@atelier/api-contract';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Queryable } from '../../platform/database/database';
import { kyselyOn } from '../../platform/database/kysely';
import { scheduleWork } from '../../platform/scheduled-work';
import type { DB } from '../../platform/database/schema';
import {
  Expandable,
  Id,
  MAX_AMOUNT_CENTS,
  Optional,
  UUID_PATTERN,
  type ApplyResult,
  type StripeEventHandler,
  type StripeEventLike,
} from '../billing/webhook-events';
import type { CatalogueService } from '../catalogue/service';
import type { NotificationsService } from '../notifications/service';
import type { PayoutsService } from '../payouts/service';
import { formatUsd } from './money';
import { movePurchase, type Move, type PaymentEvent } from './purchase-status';
import type { SalesOrdersPort } from './orders-port';
import type { PurchaseLookup, PurchaseRow, SalesRepository } from './repository';

const Uuid = Type.String({ pattern: UUID_PATTERN });
const Cents = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_CENTS });

/** A product's Checkout Session: its metadata names the purchase. */
const ProductCheckoutSession = Type.Object({
  id: Id,
  metadata: Type.Object({ purchaseId: Uuid }),
  payment_intent: Optional(Expandable),
  payment_status: Optional(Type.String({ minLength: 1, maxLength: 64 })),
  amount_total: Optional(Cents),
});

const Charge = Type.Object({
  id: Id,
  amount: Cents,
  amount_refunded: Cents,
  payment_intent: Optional(Expandable),
  metadata: Optional(Type.Object({ purchaseId: Type.Optional(Uuid) })),
});

const Dispute = Type.Object({
  id: Id,
  charge: Expandable,
  payment_intent: Optional(Expandable),
  /** The funds withdrawn and reinstated, each with Stripe's fee (issue 36: the dispute fee). */
  balance_transactions: Optional(
    Type.Array(
      Type.Object({ fee: Type.Integer({ minimum: -MAX_AMOUNT_CENTS, maximum: MAX_AMOUNT_CENTS }) }),
      { maxItems: 10 },
    ),
  ),
});
/** A closed dispute: `status` says how it ended (won, lost, or warning_closed: an inquiry). */
const ClosedDispute = Type.Composite([
  Dispute,
  Type.Object({ status: Type.String({ minLength: 1, maxLength: 40 }) }),
]);

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown): string | undefined => str(value) ?? str(isObject(value) && value.id);
const objectOf = (event: StripeEventLike): Obj =>
  isObject(event.data.object) ? event.data.object : {};
const metadataOf = (object: Obj): Obj => (isObject(object.metadata) ? object.metadata : {});

/** A product's session; billing keeps the subscription checkouts (no purchaseId). */
const isProductSession = (event: StripeEventLike) =>
  typeof metadataOf(objectOf(event)).purchaseId === 'string';
/** Connect events only: charges on sellers' accounts (the platform makes none of its own). */
const isConnectEvent = (event: StripeEventLike) => typeof event.account === 'string';

const sessionLookup = (event: StripeEventLike): PurchaseLookup => ({
  purchaseId: str(metadataOf(objectOf(event)).purchaseId),
  paymentIntentId: idOf(objectOf(event).payment_intent),
});
const chargeLookup = (event: StripeEventLike): PurchaseLookup => {
  const charge = objectOf(event);
  return {
    purchaseId: str(metadataOf(charge).purchaseId),
    paymentIntentId: idOf(charge.payment_intent),
    chargeId: str(charge.id),
  };
};
/** What a dispute event does to its purchase: opens a dispute, or closes it won or lost. */
const disputeMoveOf = (event: StripeEventLike): PaymentEvent => {
  if (event.type !== 'charge.dispute.closed') return { kind: 'disputed' };
  const status = str(objectOf(event).status);
  // An inquiry closed without becoming a dispute (`warning_closed`) leaves the sale as won does.
  const outcome = status === 'won' || status === 'warning_closed' ? 'won' : 'lost';
  return { kind: 'disputeClosed', outcome };
};
/** The dispute's fee as the event reports it: its balance transactions' fees added up. */
const disputeFeeOf = (event: StripeEventLike): number | undefined => {
  const transactions = objectOf(event).balance_transactions;
  if (!Array.isArray(transactions)) return undefined;
  return transactions.reduce<number>(
    (sum, transaction) =>
      sum + (isObject(transaction) && typeof transaction.fee === 'number' ? transaction.fee : 0),
    0,
  );
};
const disputeLookup = (event: StripeEventLike): PurchaseLookup => {
  const dispute = objectOf(event);
  return { paymentIntentId: idOf(dispute.payment_intent), chargeId: idOf(dispute.charge) };
};

/** Refunds a digital product's second paid purchase by the same buyer (payload: purchaseId). */
export const DUPLICATE_REFUND_WORK = 'sales.refund-duplicate';

export interface SalesEventDeps {
  kysely: Kysely<DB>;
  /** The service's clock (when the duplicate's refund is due: at once). */
  now: () => Date;
  repository: SalesRepository;
  catalogue: CatalogueService;
  notifications: NotificationsService;
  payouts: PayoutsService;
  /** A custom product's purchase is an order's payment (issue 22). */
  orders: SalesOrdersPort;
  log: FastifyBaseLogger;
  /** Reads and stores the charge's fee and receipt of a paid purchase (after the commit). */
  recordCharge(purchase: PurchaseRow): Promise<void>;
  /** Recomputes the bestsellers of the product's category (after the commit). */
  rollUpBestsellersOf(productId: string): Promise<void>;
  /** Removes the purchase's files when neither its product nor a purchase holds them. */
  releaseFilesOf(purchase: PurchaseRow): Promise<void>;
}

export function salesEventHandlers(deps: SalesEventDeps): Record<string, StripeEventHandler> {
  const { repository, catalogue, notifications, payouts, orders, log, now } = deps;

  const salePayload = (purchase: PurchaseRow) => ({
    actorId: purchase.buyer_id,
    ...(purchase.buyer_name !== '' && { actorName: purchase.buyer_name }),
    subject: purchase.product_title,
    amount: formatUsd(purchase.amount_cents),
  });

  /** What the buyer's news of their purchase names: the seller, the product, the purchase. */
  const purchasePayload = (purchase: PurchaseRow) => ({
    actorId: purchase.seller_id,
    ...(purchase.seller_name !== '' && { actorName: purchase.seller_name }),
    subject: purchase.product_title,
    purchaseId: purchase.id,
  });

  /**
   * Issue 37: the buyer hears of a refund and of a dispute of their payment, the seller of the
   * dispute, in the event's transaction. An order's refund is the orders module's news (its
   * cancellation says what was refunded).
   */
  async function tellOfRefundOrDispute(
    trx: Kysely<DB>,
    purchase: PurchaseRow,
    moved: { status: string; refundedCents: number },
    isOrder: boolean,
  ) {
    const refunded = moved.refundedCents - purchase.refunded_cents;
    if (!isOrder && refunded > 0) {
      await notifications.notify(trx, purchase.buyer_id, 'purchase-refunded', {
        ...purchasePayload(purchase),
        amount: formatUsd(refunded),
      });
    }
    if (moved.status === 'disputed' && purchase.status !== 'disputed') {
      await notifications.notify(trx, purchase.buyer_id, 'purchase-disputed', {
        ...purchasePayload(purchase),
        amount: formatUsd(purchase.amount_cents),
      });
      await notifications.notify(trx, purchase.seller_id, 'sale-disputed', salePayload(purchase));
    }
  }

  /**
   * A payment of $100 or more, when the seller asked to hear of those: a line of the sale's own
   * notification and e-mail (issue 37: a second notification repeated the sale). Read inside the
   * event's transaction (on PGlite, one connection, a read beside it would wait for it forever).
   */
  const isLargePaymentFor = async (trx: Kysely<DB>, purchase: PurchaseRow) =>
    purchase.amount_cents >= LARGE_PAYMENT_CENTS &&
    (await payouts.largePaymentAlertsOf(purchase.seller_id, trx));

  /** A second paid purchase of one product by one buyer goes back, durably, at once. */
  const refundAsDuplicate = (trx: Kysely<DB>, purchaseId: string) =>
    scheduleWork(trx, {
      kind: DUPLICATE_REFUND_WORK,
      key: purchaseId,
      payload: { purchaseId },
      runAt: now(),
    });

  /**
   * What a dispute event did to an order's purchase, told to its order (issue 36): opened, it
   * pauses; closed, it resumes (won: placed first if the dispute came before the payment did)
   * or ends, and a lost order's review leaves the product's rating.
   */
  async function disputeOfOrder(
    trx: Kysely<DB>,
    purchase: PurchaseRow,
    event: PaymentEvent,
    moved: Move,
  ) {
    if (event.kind === 'disputed') {
      if (moved.status === 'disputed') await orders.disputeFor(trx, purchase, 'opened');
      return;
    }
    if (event.kind !== 'disputeClosed') return;
    const now = { ...purchase, status: moved.status };
    if (event.outcome === 'won') {
      if (moved.status === 'paid') await orders.placeFor(trx, now);
      await orders.disputeFor(trx, now, 'won');
      return;
    }
    const { reviewForfeit } = await orders.disputeFor(trx, now, 'lost');
    if (!reviewForfeit) return;
    const hidden = await repository.hideReview(trx, purchase.product_id, purchase.buyer_id);
    if (hidden !== undefined) await catalogue.changeReviews(trx, purchase.product_id, -1, -hidden);
  }

  /**
   * Moves the purchase the event names (locked in the event's transaction), fills in what the
   * event tells of its payment, and changes the product's counters by as much.
   */
  async function applyMove(
    tx: Queryable,
    event: StripeEventLike,
    lookup: PurchaseLookup,
    move: PaymentEvent,
  ): Promise<ApplyResult> {
    const trx = kyselyOn<DB>(tx);
    const purchase = await repository.findFor(lookup, trx);
    if (purchase === undefined) {
      // A dispute names no purchase: before its sale's completion it waits for it.
      if ((move.kind === 'disputed' || move.kind === 'disputeClosed') && event.account) {
        await repository.parkDispute(trx, { id: event.id, account: event.account }, lookup, event);
        return 'applied';
      }
      return 'ignored';
    }
    // A Connect event happened on one account: the purchase's, or it is not about this sale.
    if (event.account !== undefined && event.account !== purchase.account_id) {
      log.warn({ eventId: event.id, purchaseId: purchase.id }, 'Sale event from another account');
      return 'ignored';
    }
    const moved = movePurchase(
      {
        status: purchase.status,
        amountCents: purchase.amount_cents,
        refundedCents: purchase.refunded_cents,
        disputeOutcome: purchase.dispute_outcome,
      },
      move,
    );
    const fills = {
      ...(purchase.payment_intent_id === null &&
        lookup.paymentIntentId !== undefined && { payment_intent_id: lookup.paymentIntentId }),
      ...(purchase.charge_id === null &&
        lookup.chargeId !== undefined && { charge_id: lookup.chargeId }),
      ...(purchase.paid_at === null &&
        move.kind === 'paid' && { paid_at: new Date(event.created * 1000) }),
    };
    // The dispute's fee: a closing's report is final; an opening's counts until one arrives.
    const disputeFee =
      move.kind === 'disputeClosed' ||
      (move.kind === 'disputed' && (moved?.disputeOutcome ?? purchase.dispute_outcome) === null)
        ? disputeFeeOf(event)
        : undefined;
    const feeChanged = disputeFee !== undefined && disputeFee !== purchase.dispute_fee_cents;
    if (moved === undefined && Object.keys(fills).length === 0 && !feeChanged) return 'ignored';
    await repository.update(trx, purchase.id, {
      ...fills,
      ...(feeChanged && { dispute_fee_cents: disputeFee }),
      ...(moved !== undefined && {
        status: moved.status,
        refunded_cents: moved.refundedCents,
        dispute_outcome: moved.disputeOutcome,
      }),
    });
    if (moved !== undefined && (moved.sales !== 0 || moved.revenueCents !== 0)) {
      await catalogue.changeSales(trx, purchase.product_id, moved.sales, moved.revenueCents);
    }
    // The purchase learnt its PaymentIntent or charge: the disputes that came first apply now.
    if (fills.payment_intent_id !== undefined || fills.charge_id !== undefined) {
      const parked = await repository.takeParkedDisputes(
        trx,
        purchase.account_id,
        fills.payment_intent_id ?? null,
        fills.charge_id ?? null,
      );
      for (const parkedEvent of parked as StripeEventLike[]) {
        await applyMove(tx, parkedEvent, disputeLookup(parkedEvent), disputeMoveOf(parkedEvent));
      }
    }
    const isOrder = purchase.order_terms !== null;
    if (isOrder && moved !== undefined && moved.refundedCents !== purchase.refunded_cents) {
      await orders.refundedFor(trx, purchase, moved.refundedCents);
    }
    if (isOrder && moved !== undefined) await disputeOfOrder(trx, purchase, move, moved);
    if (moved !== undefined) await tellOfRefundOrDispute(trx, purchase, moved, isOrder);
    // A dispute won gives the buyer the purchase back: a paid one bought meanwhile (a checkout
    // opened before the dispute) is the duplicate now, refunded like a second payment (issue 36).
    if (!isOrder && moved?.status === 'paid' && purchase.status === 'disputed') {
      const duplicate = await repository.paidPurchaseOf(purchase.buyer_id, purchase.product_id, {
        except: purchase.id,
        trx,
      });
      if (duplicate !== undefined) await refundAsDuplicate(trx, duplicate);
    }
    if (moved?.becamePaid === true) {
      // An order's seller hears of it from the orders module ('order-placed').
      const largePayment = await isLargePaymentFor(trx, purchase);
      if (isOrder) {
        await orders.placeFor(
          trx,
          { ...purchase, ...fills, status: moved.status },
          { largePayment },
        );
      } else if (
        (await repository.paidPurchaseOf(purchase.buyer_id, purchase.product_id, {
          except: purchase.id,
          trx,
        })) !== undefined
      ) {
        // Paid twice (two checkouts open in two tabs): the second payment goes back, durably;
        // its charge.refunded then ends this purchase as refunded.
        await refundAsDuplicate(trx, purchase.id);
      } else {
        await notifications.notify(trx, purchase.seller_id, 'product-sold', {
          ...salePayload(purchase),
          ...(largePayment && { largePayment }),
        });
      }
      // The buyer's receipt (issue 37), for a product and a custom order alike.
      await notifications.notify(trx, purchase.buyer_id, 'purchase-receipt', {
        ...purchasePayload(purchase),
        amount: formatUsd(purchase.amount_cents),
      });
    }
    return 'applied';
  }

  /** After a payment: the fee and receipt, then the category's bestsellers. */
  async function afterPayment(event: StripeEventLike) {
    const purchase = await repository.findFor(sessionLookup(event));
    if (purchase === undefined) return;
    try {
      await deps.recordCharge(purchase);
    } catch (error) {
      // The fee stays unknown (0 in the figures) until the seller's earnings ask again.
      log.error({ err: error, purchaseId: purchase.id }, 'Could not read the sale’s charge');
    }
    await deps.rollUpBestsellersOf(purchase.product_id).catch((error: unknown) => {
      log.error({ err: error, productId: purchase.product_id }, 'Bestseller rollup failed');
    });
  }

  /** After access ended (refund, dispute): the bestsellers, and files nobody needs any more. */
  async function afterAccessChange(lookup: PurchaseLookup) {
    const purchase = await repository.findFor(lookup);
    if (purchase === undefined) return;
    try {
      await deps.rollUpBestsellersOf(purchase.product_id);
      if (purchase.status !== 'paid') await deps.releaseFilesOf(purchase);
    } catch (error) {
      log.error({ err: error, purchaseId: purchase.id }, 'After a refund or dispute');
    }
  }

  const sessionHandler = (moveOf: (session: Obj) => PaymentEvent): StripeEventHandler => ({
    accepts: isProductSession,
    schema: ProductCheckoutSession,
    apply: (tx, event) => applyMove(tx, event, sessionLookup(event), moveOf(objectOf(event))),
    afterCommit: afterPayment,
  });

  return {
    // Paid by card: paid. With a delayed method (payment_status unpaid): pending until one of
    // the two async events; it learns its PaymentIntent now.
    'checkout.session.completed': sessionHandler((session) =>
      session.payment_status === 'paid' ? { kind: 'paid' } : { kind: 'pending' },
    ),
    'checkout.session.async_payment_succeeded': sessionHandler(() => ({ kind: 'paid' })),
    'checkout.session.async_payment_failed': sessionHandler(() => ({ kind: 'failed' })),
    'charge.refunded': {
      accepts: isConnectEvent,
      schema: Charge,
      apply(tx, event) {
        const refunded = objectOf(event).amount_refunded;
        const amountRefunded = typeof refunded === 'number' ? refunded : 0;
        return applyMove(tx, event, chargeLookup(event), { kind: 'refunded', amountRefunded });
      },
      afterCommit: (event) => afterAccessChange(chargeLookup(event)),
    },
    'charge.dispute.created': {
      accepts: isConnectEvent,
      schema: Dispute,
      apply: (tx, event) => applyMove(tx, event, disputeLookup(event), disputeMoveOf(event)),
      afterCommit: (event) => afterAccessChange(disputeLookup(event)),
    },
    // Won (or an inquiry closed without a dispute): the seller keeps the money, the buyer the
    // product. Lost: the money went back to the buyer.
    'charge.dispute.closed': {
      accepts: isConnectEvent,
      schema: ClosedDispute,
      apply: (tx, event) => applyMove(tx, event, disputeLookup(event), disputeMoveOf(event)),
      afterCommit: (event) => afterAccessChange(disputeLookup(event)),
    },
  };
}
