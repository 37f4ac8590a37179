import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a payment page may send the user back: an absolute URL on the platform's own origin (no
 * open redirects). The schema says so for the OpenAPI document and refuses most others; the
 * handler's `isOnOrigin` has the last word. A success URL is a URI template: Stripe fills in
 * `{CHECKOUT_SESSION_ID}`, whose braces a plain `uri` refuses.
 */
function onOriginUrl(origin: string, what: string, format: 'uri' | 'uri-template' = 'uri') {
  return Type.String({
    minLength: 1,
    maxLength: 2048,
    format,
    pattern: `^${escapeRegExp(origin)}(?:[/?#]|$)`,
    description: `${what}: an absolute http(s) URL on the platform's origin (${origin}/...); any other origin is refused with 400.`,
  });
}

export const PRICE_ID_PATTERN = '^price_[A-Za-z0-9_]+$';

export function checkoutBody(origin: string) {
  return Type.Object(
    {
      price_id: Type.String({
        minLength: 1,
        maxLength: 255,
        pattern: PRICE_ID_PATTERN,
        description:
          'The Stripe price id of a paid plan of the caller’s audience (GET /api/plans).',
      }),
      success_url: onOriginUrl(
        origin,
        'Where checkout returns after payment; {CHECKOUT_SESSION_ID} is replaced by the session id',
        'uri-template',
      ),
      cancel_url: onOriginUrl(origin, 'Where checkout returns when the user cancels'),
      mode: Type.Optional(
        StringEnum(['subscription', 'payment'] as const, { default: 'subscription' }),
      ),
    },
    { additionalProperties: false },
  );
}

/**
 * `POST /api/jobs/:id/promotion/checkout` (issue 43, item 10): a checkout for the promotions
 * chosen on Post a Job (values/jobs.ts, JOB_PROMOTION_PRICES_CENTS), the platform's own
 * product; at least one of the two. Promotions the job has already are not charged again.
 */
export function jobPromotionCheckoutBody(origin: string) {
  return Type.Object(
    {
      featured: Type.Boolean({ description: 'Featured job (+$50): first in the featured sort.' }),
      urgent: Type.Boolean({ description: 'Urgent badge (+$25).' }),
      success_url: onOriginUrl(
        origin,
        'Where checkout returns after payment; {CHECKOUT_SESSION_ID} is replaced by the session id',
        'uri-template',
      ),
      cancel_url: onOriginUrl(origin, 'Where checkout returns when the user cancels'),
    },
    { additionalProperties: false },
  );
}

export const UrlResponse = Type.Object({ url: Type.String() }, { additionalProperties: false });

export const SubscriptionView = Type.Object(
  {
    status: Type.String(),
    priceId: Nullable(Type.String()),
    paymentMethodBrand: Nullable(Type.String()),
    paymentMethodLast4: Nullable(Type.String()),
    currentPeriodStart: Nullable(Type.Integer({ description: 'Unix seconds.' })),
    currentPeriodEnd: Nullable(Type.Integer({ description: 'Unix seconds.' })),
    cancelAtPeriodEnd: Type.Boolean(),
    productName: Type.String(),
    productDescription: Nullable(Type.String()),
  },
  { additionalProperties: false },
);

/** The company whose owner's Brand Pro covers the caller, one of its members. */
export const CompanyCover = Type.Object(
  { companyId: Type.String({ format: 'uuid' }), companyName: Type.String() },
  { additionalProperties: false },
);

export const SubscriptionResponse = Type.Object(
  {
    subscription: Type.Union([SubscriptionView, Type.Null()]),
    isPro: Type.Boolean({
      description:
        'The one rule: the caller’s own subscription is active or trialing, or their company’s owner’s is (Brand Pro covers the team).',
    }),
    coveredBy: Type.Union([CompanyCover, Type.Null()], {
      description:
        'The company whose owner’s Pro subscription covers the caller (a member, not an owner); the owner manages it.',
    }),
  },
  { additionalProperties: false },
);

export const Order = Type.Object(
  {
    id: Type.String(),
    checkoutSessionId: Type.String(),
    amountTotal: Type.Integer({ description: 'Smallest currency unit (cents).' }),
    currency: Type.String(),
    paymentStatus: Type.String(),
    orderDate: Timestamp,
  },
  { additionalProperties: false },
);

export const OrdersResponse = Type.Object(
  { orders: Type.Array(Order) },
  { additionalProperties: false },
);

export function portalBody(origin: string) {
  return Type.Object(
    { return_url: onOriginUrl(origin, 'Where the billing portal returns') },
    { additionalProperties: false },
  );
}

export const WebhookResponse = Type.Object(
  {
    received: Type.Literal(true),
    result: StringEnum(['applied', 'ignored', 'duplicate'] as const, {
      description:
        'applied: stored; ignored: not an event this service acts on, or older than the stored state; duplicate: already processed.',
    }),
  },
  { additionalProperties: false },
);

/**
 * The envelope of a Stripe event as POST /api/stripe/webhook receives it, for the OpenAPI
 * document only: the route reads the raw bytes (the signature covers them exactly), so no
 * schema validates the body before the handler; the handler checks the signature and the shape.
 * Stripe sends more fields (api_version, livemode, request ...), hence the open objects.
 */
export const StripeEventEnvelope = Type.Object(
  {
    id: Type.String({ pattern: '^evt_', description: 'The event id; a redelivery repeats it.' }),
    type: Type.String({
      description:
        'e.g. checkout.session.completed, customer.subscription.created / updated / deleted, invoice.paid, invoice.payment_failed; other types are acknowledged and ignored.',
    }),
    created: Type.Integer({ description: 'Unix seconds; older than the stored state is ignored.' }),
    data: Type.Object(
      {
        object: Type.Object(
          {},
          {
            additionalProperties: true,
            description: 'The Stripe object the event is about (a subscription, an invoice ...).',
          },
        ),
      },
      { additionalProperties: true },
    ),
  },
  {
    additionalProperties: true,
    description:
      'A Stripe event, sent by Stripe (or the sandbox) and signed in the Stripe-Signature header over the exact bytes of this body.',
  },
);

export type CheckoutBody = Static<ReturnType<typeof checkoutBody>>;
export type PortalBody = Static<ReturnType<typeof portalBody>>;
export type UrlResponse = Static<typeof UrlResponse>;
export type JobPromotionCheckoutBody = Static<ReturnType<typeof jobPromotionCheckoutBody>>;
export type SubscriptionView = Static<typeof SubscriptionView>;
export type SubscriptionResponse = Static<typeof SubscriptionResponse>;
export type CompanyCover = Static<typeof CompanyCover>;
export type Order = Static<typeof Order>;
export type OrdersResponse = Static<typeof OrdersResponse>;
export type WebhookResponse = Static<typeof WebhookResponse>;
export type StripeEventEnvelope = Static<typeof StripeEventEnvelope>;
