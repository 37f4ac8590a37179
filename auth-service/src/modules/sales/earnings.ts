/**
 * Payments & Earnings from real sales (spec 001 sections 2, 3; issue 20): the Overview's
 * summary, Payment History (the seller's sales and their own subscription payments) and its CSV.
 *
 * Every figure is the ledger's (ledger.ts, one rule per purchase status): a paid sale earns its
 * amount minus refunds; a fully refunded or disputed one earns nothing but Stripe keeps its fee,
 * so its net is minus the fee, in Payment History and in the Overview's totals alike; a pending
 * or failed payment moved nothing (net 0). The Overview counts paid sales. Fees are Stripe's
 * processing fees from each charge's balance transaction (0 while unknown); the platform's fee
 * is always 0 (spec 001 section 1).
 */
import {
  PLATFORM_FEE_CENTS,
  TRANSACTIONS_PAGE_SIZE,
  type EarningsSummary,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  type Transaction,
  type TransactionStatus,
  type TransactionsQuery,
} from '@atelier/api-contract';
import { pageFields } from '../../platform/paging';
import { toIsoTimestamp } from '../../platform/schemas';
import type { SubscriptionPayment } from '../billing/service';
import { toCsv } from './csv';
import { growthPercent, lastMonths } from './figures';
import { saleFigures } from './ledger';
import { dollarsOf } from './money';
import type { PurchaseRow, SaleRow, SalesRepository, TransactionFilter } from './repository';

export const EARNINGS_MONTHS = 12;

const STATUS_OF_PURCHASE: Record<PurchaseRow['status'], TransactionStatus> = {
  paid: 'completed',
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
  disputed: 'disputed',
};

interface Dated {
  transaction: Transaction;
  at: Date;
  /** Stripe's id of the payment (the sale's charge, the subscription's invoice): the CSV's. */
  chargeId: string;
}

/** A transaction as the CSV writes it: with its Stripe id. */
export type CsvTransaction = Transaction & { chargeId: string };

function fromSale(row: SaleRow): Dated {
  const { fee, net } = saleFigures({
    status: row.status,
    amountCents: row.amount_cents,
    feeCents: row.stripe_fee_cents,
    refundedCents: row.refunded_cents,
    disputeFeeCents: row.dispute_fee_cents,
  });
  const at = row.paid_at ?? row.created_at;
  return {
    at,
    // A payment still under way may have no charge yet: the purchase's own id then.
    chargeId: row.charge_id ?? row.id,
    transaction: {
      id: row.id,
      // A custom service's payment is a project payment (issue 22: the order's purchase).
      type: row.order_terms === null ? 'marketplace_sale' : 'project_payment',
      description: row.product_title,
      amount: row.amount_cents,
      fee,
      platformFee: PLATFORM_FEE_CENTS,
      net: net - PLATFORM_FEE_CENTS,
      refunded: row.refunded_cents,
      status: STATUS_OF_PURCHASE[row.status],
      date: toIsoTimestamp(at),
      buyer: row.buyer_name === '' ? null : row.buyer_name,
      productId: row.product_id,
      orderId: row.order_id,
    },
  };
}

function fromSubscription(payment: SubscriptionPayment): Dated {
  return {
    at: payment.paidAt,
    chargeId: payment.invoiceId,
    transaction: {
      id: payment.invoiceId,
      type: 'subscription',
      description: payment.description,
      amount: payment.amountCents,
      fee: 0,
      platformFee: PLATFORM_FEE_CENTS,
      net: payment.amountCents,
      refunded: 0,
      status: payment.status,
      date: toIsoTimestamp(payment.paidAt),
      buyer: null,
      productId: null,
      orderId: null,
    },
  };
}

/** Newest first; ties in a stable order. */
const newestFirst = (a: Dated, b: Dated) =>
  b.at.getTime() - a.at.getTime() || a.transaction.id.localeCompare(b.transaction.id);

/** The subscription payments the filter shows (a user has a few a year: filtered here). */
function filteredSubscriptions(payments: SubscriptionPayment[], filter: TransactionFilter) {
  const words = filter.q?.trim().toLowerCase() ?? '';
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return payments.filter(
    (payment) =>
      (words === '' || payment.description.toLowerCase().includes(words)) &&
      (filter.from === undefined || day(payment.paidAt) >= filter.from) &&
      (filter.to === undefined || day(payment.paidAt) <= filter.to),
  );
}

/** The header of the CSV export; its dates are in `timeZone`, which the first column names. */
export const csvHeader = (timeZone: string) =>
  [
    `Date (${timeZone})`,
    'Type',
    'Description',
    'Buyer',
    'Amount (USD)',
    'Stripe fee (USD)',
    'Platform fee (USD)',
    'Refunded (USD)',
    'Net (USD)',
    'Status',
    'Charge or invoice ID',
  ] as const;

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD HH:MM' (24 hours) in `timeZone`: what a spreadsheet reads as a date and time. */
export function csvDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const { year = '', month = '', day = '', hour = '', minute = '' } = parts;
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** UTF-8's byte order mark: Excel reads the file as UTF-8 only with it ('Müller', '’'). */
export const UTF8_BOM = '\uFEFF';

/**
 * Payment History as a spreadsheet reads it (issue 37 item 13): the page's words for types and
 * statuses, Stripe's id of each payment, times in the seller's time zone.
 */
export function transactionsCsv(transactions: readonly CsvTransaction[], timeZone = 'UTC'): string {
  return (
    UTF8_BOM +
    toCsv([
      csvHeader(timeZone),
      ...transactions.map((t) => [
        csvDateTime(t.date, timeZone),
        TRANSACTION_TYPE_LABELS[t.type],
        t.description,
        t.buyer ?? '',
        dollarsOf(t.amount),
        dollarsOf(t.fee),
        dollarsOf(t.platformFee),
        dollarsOf(t.refunded),
        dollarsOf(t.net),
        TRANSACTION_STATUS_LABELS[t.status],
        t.chargeId,
      ]),
    ])
  );
}

export function createEarnings(deps: {
  repository: SalesRepository;
  subscriptionPaymentsOf: (userId: string) => Promise<SubscriptionPayment[]>;
  /** Asks Stripe again for fees it did not answer after a payment (in the background). */
  recordMissingFees: (sellerId: string) => Promise<void>;
}) {
  const { repository, subscriptionPaymentsOf, recordMissingFees } = deps;

  /**
   * The first `count` transactions the filter shows (all without it), newest first, and how many
   * it shows in all: the seller's sales (limited in the database) merged with their own
   * subscription payments.
   */
  async function firstTransactions(filter: TransactionFilter, count?: number) {
    const [sales, total, subscriptions] = await Promise.all([
      repository.sellerSales(filter, count),
      repository.countSellerSales(filter),
      subscriptionPaymentsOf(filter.sellerId).then((payments) =>
        filteredSubscriptions(payments, filter),
      ),
    ]);
    const merged = [...sales.map(fromSale), ...subscriptions.map(fromSubscription)]
      .sort(newestFirst)
      .slice(0, count);
    return { dated: merged, total: total + subscriptions.length };
  }

  return {
    async summaryOf(sellerId: string, now = new Date()): Promise<EarningsSummary> {
      // Not awaited: Stripe may be slow or down; the fees show on a later read.
      void recordMissingFees(sellerId);
      const figures = await repository.earningsOf(sellerId, EARNINGS_MONTHS);
      const byMonth = new Map(figures.months.map((month) => [month.month, month]));
      const months = lastMonths(now, EARNINGS_MONTHS).map((month) => {
        const found = byMonth.get(month);
        const earnings = found?.earnings ?? 0;
        return { month, earnings, net: earnings - (found?.fees ?? 0) - PLATFORM_FEE_CENTS };
      });
      const thisMonth = months.at(-1)?.earnings ?? 0;
      const lastMonth = months.at(-2)?.earnings ?? 0;
      return {
        totalEarnings: figures.earnings,
        totalFees: figures.fees,
        platformFees: PLATFORM_FEE_CENTS,
        netEarnings: figures.earnings - figures.fees - PLATFORM_FEE_CENTS,
        transactionCount: figures.count,
        averageTransaction: figures.count === 0 ? 0 : Math.round(figures.earnings / figures.count),
        monthlyGrowth: growthPercent(thisMonth, lastMonth),
        months,
      };
    },

    async page(sellerId: string, query: TransactionsQuery) {
      const filter = { sellerId, q: query.q, from: query.from, to: query.to };
      const start = (query.page - 1) * TRANSACTIONS_PAGE_SIZE;
      const { dated, total } = await firstTransactions(filter, start + TRANSACTIONS_PAGE_SIZE);
      return {
        transactions: dated.slice(start).map(({ transaction }) => transaction),
        ...pageFields(total, query.page, TRANSACTIONS_PAGE_SIZE),
      };
    },

    /** Every transaction the filter shows (the page's CSV export), its times in `timeZone`. */
    async csv(
      sellerId: string,
      query: Omit<TransactionsQuery, 'page'>,
      timeZone = 'UTC',
    ): Promise<string> {
      const filter = { sellerId, q: query.q, from: query.from, to: query.to };
      const { dated } = await firstTransactions(filter);
      return transactionsCsv(
        dated.map(({ transaction, chargeId }) => ({ ...transaction, chargeId })),
        timeZone,
      );
    },
  };
}

export type Earnings = ReturnType<typeof createEarnings>;
