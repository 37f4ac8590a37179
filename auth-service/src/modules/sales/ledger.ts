/**
 * One ledger behind every money figure of a sale (issue 36): what moved on the seller's account
 * for a purchase, by one written rule per purchase status. Payment History's row and its CSV,
 * the Overview's totals and chart (the same rule in SQL, built from this table), the product's
 * counters (purchase-status.ts) and the dashboards read it; no figure has a rule of its own.
 *
 * The movements, as Stripe makes them on a connected account:
 * - the charge (the amount) and its processing fee, once the buyer paid; Stripe keeps the fee
 *   when the payment is later refunded or disputed;
 * - refunds (partial or full), back to the buyer;
 * - a dispute withdraws the whole amount while it is open and for good when lost; won, the
 *   dispute reversal gives it back (the purchase is paid again, and reads as paid);
 * - a pending payment (a bank debit on its way) and a failed one moved nothing.
 *
 * - Stripe's dispute fee: what the dispute's balance transactions took in fees, as its latest
 *   event reports them (a won dispute's reinstatement may give it back); part of the sale's fees.
 */
import type { PurchaseStatus } from '@atelier/api-contract';
import { sql, type RawBuilder } from 'kysely';

/** What went back to the buyer of a charge in a status. */
type Returned = 'nothing' | 'refunds' | 'everything';

interface Rule {
  /** The buyer was charged: the amount arrived and Stripe took its fee. */
  charged: boolean;
  returned: Returned;
  /** Counts as a sale (the Overview's count, the product's sales, bestsellers). */
  sale: boolean;
}

/** The rule of each status. */
export const LEDGER_RULES: Readonly<Record<PurchaseStatus, Rule>> = {
  pending: { charged: false, returned: 'nothing', sale: false },
  failed: { charged: false, returned: 'nothing', sale: false },
  paid: { charged: true, returned: 'refunds', sale: true },
  refunded: { charged: true, returned: 'everything', sale: false },
  disputed: { charged: true, returned: 'everything', sale: false },
};

export interface SaleMoney {
  status: PurchaseStatus;
  amountCents: number;
  /** Stripe's processing fee; null while Stripe has not reported it (counted as 0). */
  feeCents: number | null;
  refundedCents: number;
  /** Stripe's dispute fee (0 without a dispute). */
  disputeFeeCents: number;
}

export interface SaleFigures {
  /** The charge: what the buyer paid (0 when nothing was charged). */
  gross: number;
  /** Stripe's fees: the charge's processing fee and a dispute's fee. */
  fee: number;
  /** Refunds and disputes: what went back to the buyer. */
  returned: number;
  /** What the sale brought: gross minus what went back (the product's revenue, the earnings). */
  earned: number;
  /** What the seller keeps: earned minus the fee (negative after a full refund: the fee stays). */
  net: number;
  /** One sale, or none. */
  sales: 0 | 1;
}

/** The figures of one sale, by its status's rule. */
export function saleFigures(sale: SaleMoney): SaleFigures {
  const rule = LEDGER_RULES[sale.status];
  const gross = rule.charged ? sale.amountCents : 0;
  const fee = rule.charged ? (sale.feeCents ?? 0) + sale.disputeFeeCents : 0;
  const returned = { nothing: 0, refunds: sale.refundedCents, everything: gross }[rule.returned];
  const earned = gross - returned;
  return { gross, fee, returned, earned, net: earned - fee, sales: rule.sale ? 1 : 0 };
}

const statusesWhere = (holds: (rule: Rule) => boolean) =>
  (Object.keys(LEDGER_RULES) as PurchaseStatus[]).filter((status) => holds(LEDGER_RULES[status]));

/** `status IN (...)`, or false when no status holds. */
function statusIn(statuses: readonly PurchaseStatus[]): RawBuilder<boolean> {
  return statuses.length === 0
    ? sql<boolean>`false`
    : sql<boolean>`status IN (${sql.join(statuses.map((status) => sql.lit(status)))})`;
}

/**
 * The same figures as SQL over a `purchases` row, built from LEDGER_RULES (the totals and the
 * chart add them up in the database).
 */
export const LEDGER_SQL = {
  gross: sql<number>`CASE WHEN ${statusIn(statusesWhere((rule) => rule.charged))} THEN amount_cents ELSE 0 END`,
  fee: sql<number>`CASE WHEN ${statusIn(statusesWhere((rule) => rule.charged))} THEN coalesce(stripe_fee_cents, 0) + dispute_fee_cents ELSE 0 END`,
  earned: sql<number>`CASE
    WHEN ${statusIn(statusesWhere((rule) => rule.charged && rule.returned === 'refunds'))} THEN amount_cents - refunded_cents
    WHEN ${statusIn(statusesWhere((rule) => rule.charged && rule.returned === 'nothing'))} THEN amount_cents
    ELSE 0 END`,
  sales: sql<number>`CASE WHEN ${statusIn(statusesWhere((rule) => rule.sale))} THEN 1 ELSE 0 END`,
  /** Statuses with money on the account (the Overview reads only those rows). */
  moved: statusIn(statusesWhere((rule) => rule.charged)),
};
