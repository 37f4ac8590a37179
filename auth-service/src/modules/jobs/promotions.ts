/**
 * Job promotions charged (issue 43, item 10): the client's choice of Featured (+$50) and Urgent
 * (+$25) on Post a Job is a checkout of the platform's own product (no commission, no seller's
 * account), recorded in `job_promotions` as pending. Its payment arrives as Stripe's events
 * through billing's one webhook (`fastify.billing.handleStripeEvents`: signature, dedup and the
 * transaction stay billing's): the promotion moves from pending to paid once, whatever the order
 * or number of the events (`checkout.session.completed` paid, or unpaid then
 * `checkout.session.async_payment_succeeded`), and in the same statement's transaction the job
 * becomes featured and/or urgent for the rest of its life. `featured_at` is the moment it
 * became featured: premium jobs' Pro window counts from it (service.ts, `apply`).
 */
import { JOB_PROMOTION_PRICES_CENTS, type JobPromotion } from '@atelier/api-contract';
import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Queryable } from '../../platform/database/database';
import { kyselyOn } from '../../platform/database/kysely';
import type { DB } from '../../platform/database/schema';
import {
  Id,
  MAX_AMOUNT_CENTS,
  Optional,
  UUID_PATTERN,
  type ApplyResult,
  type StripeEventHandler,
  type StripeEventLike,
} from '../billing/webhook-events';
import { PROMOTION_MESSAGES } from './messages';

/** The checkout session's metadata key naming the promotion (and telling its events apart). */
export const PROMOTION_METADATA_KEY = 'jobPromotionId';

export interface PromotionChoice {
  featured: boolean;
  urgent: boolean;
}

/** The checkout's lines for `choice`, priced from api-contract's constants (cents). */
export function promotionLines(choice: PromotionChoice) {
  const chosen = (['featured', 'urgent'] as const satisfies readonly JobPromotion[]).filter(
    (promotion) => choice[promotion],
  );
  return chosen.map((promotion) => ({
    name: PROMOTION_MESSAGES.lines[promotion],
    amountCents: JOB_PROMOTION_PRICES_CENTS[promotion],
  }));
}

/** A promotion's checkout session, as the webhook checks it before anything is recorded. */
const PromotionCheckoutSession = Type.Object({
  id: Id,
  metadata: Type.Object({ [PROMOTION_METADATA_KEY]: Type.String({ pattern: UUID_PATTERN }) }),
  payment_status: Optional(Type.String({ minLength: 1, maxLength: 64 })),
  amount_total: Optional(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_CENTS })),
});

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null;
const objectOf = (event: StripeEventLike): Obj =>
  isObject(event.data.object) ? event.data.object : {};
const promotionIdOf = (event: StripeEventLike): string | undefined => {
  const metadata = objectOf(event).metadata;
  const id = isObject(metadata) ? metadata[PROMOTION_METADATA_KEY] : undefined;
  return typeof id === 'string' ? id : undefined;
};
/** The platform's own checkouts of a job's promotions (never a Connect account's). */
const isPromotionSession = (event: StripeEventLike) =>
  event.account === undefined && promotionIdOf(event) !== undefined;

export function createJobPromotions(deps: {
  kysely: Kysely<DB>;
  /** The service's clock: when a promotion is paid, and so when a job became featured. */
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { kysely, now, log } = deps;

  /**
   * Pays the promotion named by a paid session's event: pending to paid (once: a later or
   * repeated event finds it paid and changes nothing), then the job gets what it bought. A
   * session paid for less than the promotion's price changes nothing (and is logged).
   */
  async function pay(tx: Queryable, event: StripeEventLike): Promise<ApplyResult> {
    const session = objectOf(event);
    if (session.payment_status !== 'paid') return 'ignored';
    const promotionId = promotionIdOf(event);
    if (promotionId === undefined) return 'ignored';
    const db = kyselyOn<DB>(tx);
    const at = now();
    const amountTotal = typeof session.amount_total === 'number' ? session.amount_total : null;
    const paid = await db
      .updateTable('job_promotions')
      .set({
        status: 'paid',
        paid_at: at,
        checkout_session_id: sql<string>`COALESCE(checkout_session_id, ${String(session.id)})`,
      })
      .where('id', '=', promotionId)
      .where('status', '=', 'pending')
      .$if(amountTotal !== null, (query) => query.where('amount_cents', '<=', amountTotal ?? 0))
      .returning(['job_id', 'featured', 'urgent'])
      .executeTakeFirst();
    if (paid === undefined) {
      log.info({ promotionId, eventId: event.id }, 'Job promotion paid before, unknown or short');
      return 'ignored';
    }
    await db
      .updateTable('jobs')
      .set({
        ...(paid.featured && {
          featured: true,
          featured_at: sql<Date>`COALESCE(featured_at, ${at})`,
        }),
        ...(paid.urgent && { urgent: true }),
      })
      .where('id', '=', paid.job_id)
      .execute();
    return 'applied';
  }

  const handler: StripeEventHandler = {
    accepts: isPromotionSession,
    schema: PromotionCheckoutSession,
    apply: pay,
  };

  return {
    /**
     * The Stripe events of a promotion's checkout: paid by card at once, or by a delayed method
     * later. A failed delayed payment leaves the promotion pending (nothing was bought).
     */
    eventHandlers: {
      'checkout.session.completed': handler,
      'checkout.session.async_payment_succeeded': handler,
    } satisfies Record<string, StripeEventHandler>,

    /** A pending promotion of the client's job for `choice`; its id and price in cents. */
    async create(jobId: string, clientId: string, choice: PromotionChoice) {
      const amountCents = promotionLines(choice).reduce((sum, line) => sum + line.amountCents, 0);
      const { id } = await kysely
        .insertInto('job_promotions')
        .values({
          job_id: jobId,
          client_id: clientId,
          featured: choice.featured,
          urgent: choice.urgent,
          amount_cents: amountCents,
          checkout_session_id: null,
          paid_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, amountCents };
    },

    /** Remembers the promotion's checkout session (Stripe's id, for support and refunds). */
    async attachSession(id: string, sessionId: string) {
      await kysely
        .updateTable('job_promotions')
        .set({ checkout_session_id: sessionId })
        .where('id', '=', id)
        .where('checkout_session_id', 'is', null)
        .execute();
    },
  };
}

export type JobPromotions = ReturnType<typeof createJobPromotions>;
