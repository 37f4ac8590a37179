/**
 * Payments & Earnings (spec 001 sections 2, 3, 4, 9; issue 20): the seller's Stripe connected
 * account (Connect, direct charges, the platform takes 0%), payout settings, payout method,
 * earnings from real sales, Payment History and Contact Support. Money is integer US cents.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './values/transactions';

/** Spec 001 section 9. */
export const PAYOUT_FREQUENCIES = ['weekly', 'monthly', 'manual'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
/** $25, $50, $100 (spec 001 section 9), in cents. */
export const MINIMUM_PAYOUTS = [2500, 5000, 10000] as const;
export type MinimumPayout = (typeof MINIMUM_PAYOUTS)[number];
/** A sale of this much or more notifies the seller when they asked for it ($100, section 9). */
export const LARGE_PAYMENT_CENTS = 10_000;
/** The platform's fee on a sale: none (spec 001 section 1). */
export const PLATFORM_FEE_CENTS = 0;

/**
 * `none`: no connected account yet; `onboarding`: Stripe still needs something before charges;
 * `enabled`: the account can take charges (products can be published with a price and bought).
 */
export const SELLER_ACCOUNT_STATES = ['none', 'onboarding', 'enabled'] as const;
export type SellerAccountState = (typeof SELLER_ACCOUNT_STATES)[number];

export const PayoutMethod = Type.Object(
  {
    kind: StringEnum(['bank_account', 'card'] as const),
    /** The bank's name or the card's brand, as Stripe reports it. */
    name: Type.String(),
    last4: Type.String({ pattern: '^[0-9]{4}$' }),
  },
  { additionalProperties: false },
);
export type PayoutMethod = Static<typeof PayoutMethod>;

/** `GET /api/payments/account`: the caller's connected account as Stripe last reported it. */
export const SellerAccount = Type.Object(
  {
    state: StringEnum(SELLER_ACCOUNT_STATES),
    detailsSubmitted: Type.Boolean(),
    chargesEnabled: Type.Boolean(),
    payoutsEnabled: Type.Boolean(),
    requirements: Type.Array(Type.String(), {
      description: 'What Stripe still needs (currently due and past due), as Stripe names it.',
    }),
    payoutMethod: Nullable(PayoutMethod),
    dashboardUrl: Nullable(
      Type.String({
        description:
          "The seller's Stripe Dashboard (refunds, payouts); the sandbox's own page offline.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type SellerAccount = Static<typeof SellerAccount>;

/**
 * `POST /api/payments/account/onboarding`: creates the caller's connected account the first
 * time (later calls reuse it) and answers a fresh Stripe-hosted onboarding link. Its return and
 * refresh URLs are the Payments & Earnings page (`?onboarding=return` / `?onboarding=refresh`;
 * a refresh asks for a new link).
 */
export const OnboardingLink = Type.Object({ url: Type.String() }, { additionalProperties: false });
export type OnboardingLink = Static<typeof OnboardingLink>;

export const PayoutSettings = Type.Object(
  {
    payoutFrequency: StringEnum(PAYOUT_FREQUENCIES),
    minimumPayout: Type.Unsafe<MinimumPayout>({ type: 'integer', enum: [...MINIMUM_PAYOUTS] }),
    largePaymentAlerts: Type.Boolean({
      description: 'An in-app notification for each payment of $100 or more.',
    }),
  },
  { additionalProperties: false },
);
export type PayoutSettings = Static<typeof PayoutSettings>;

export const Transaction = Type.Object(
  {
    id: Type.String(),
    type: StringEnum(TRANSACTION_TYPES),
    description: Type.String(),
    amount: Type.Integer({ description: 'Gross, US cents.' }),
    fee: Type.Integer({
      description:
        "Stripe's fees, cents: the charge's processing fee (0 until Stripe reports) and a dispute's fee.",
    }),
    platformFee: Type.Integer({ description: 'Always 0.' }),
    net: Type.Integer({
      description: 'What the seller keeps, cents, by the ledger (auth-service sales/ledger.ts).',
    }),
    refunded: Type.Integer({ description: 'Cents refunded.' }),
    status: StringEnum(TRANSACTION_STATUSES),
    date: Timestamp,
    buyer: Nullable(Type.String({ description: "The buyer's name (sales only)." })),
    productId: Nullable(
      Type.String({ description: 'The product sold (sales only): a ready-made sale opens it.' }),
    ),
    orderId: Nullable(
      Type.String({
        description: "A custom service's order (project payments only): the row opens it.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type Transaction = Static<typeof Transaction>;

/** One month of the Overview's chart. */
export const EarningsMonth = Type.Object(
  {
    month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
    earnings: Type.Integer({ description: 'Gross of completed sales, cents.' }),
    net: Type.Integer({ description: 'Net of completed sales, cents.' }),
  },
  { additionalProperties: false },
);
export type EarningsMonth = Static<typeof EarningsMonth>;

/** Spec 001 section 3, Earnings summary; over the seller's completed sales. */
export const EarningsSummary = Type.Object(
  {
    totalEarnings: Type.Integer({ description: 'Gross minus refunds, cents.' }),
    totalFees: Type.Integer({ description: "Stripe's processing fees, cents." }),
    platformFees: Type.Integer({ description: 'Always 0.' }),
    netEarnings: Type.Integer(),
    transactionCount: Type.Integer(),
    averageTransaction: Type.Integer({ description: 'Cents, rounded.' }),
    monthlyGrowth: Type.Number({ description: 'Percent, this month against last, one decimal.' }),
    months: Type.Array(EarningsMonth, { description: 'The last 12 months, oldest first.' }),
  },
  { additionalProperties: false },
);
export type EarningsSummary = Static<typeof EarningsSummary>;

export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * A day of years 1 to 9999, inclusive, UTC: the `date` format allows year 0, which PostgreSQL
 * does not have (`from=0000-01-01` answered 500, issue 36).
 */
const CalendarDate = Type.String({
  format: 'date',
  pattern: '^(?!0000-)',
  description: 'Inclusive, UTC; from year 1.',
});

/** `GET /api/payments/transactions` (and `/transactions.csv`, every row the filter shows). */
export const TransactionsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Description or buyer.' })),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const TransactionPage = Type.Object(
  {
    transactions: Type.Array(Transaction),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { additionalProperties: false },
);
export type TransactionPage = Static<typeof TransactionPage>;

export const SUPPORT_TOPICS = ['payments', 'payouts', 'refunds', 'account', 'other'] as const;

/** `POST /api/support-requests` (201); listed on `GET /api/admin/support-requests`. */
export const SupportRequestBody = Type.Object(
  {
    topic: StringEnum(SUPPORT_TOPICS),
    message: Type.String({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type SupportRequestBody = Static<typeof SupportRequestBody>;

export const SupportRequest = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    userId: Type.String({ format: 'uuid' }),
    email: Type.String(),
    topic: StringEnum(SUPPORT_TOPICS),
    message: Type.String(),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SupportRequest = Static<typeof SupportRequest>;

/** `GET /api/admin/support-requests`: the newest first. */
export const SupportRequests = Type.Object(
  { requests: Type.Array(SupportRequest) },
  { additionalProperties: false },
);
export type SupportRequests = Static<typeof SupportRequests>;
