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
}

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

export const CSV_HEADER = [
  'Date',
  'Type',
  'Description',
  'Buyer',
  'Amount (USD)',
  'Stripe fee (USD)',
  'Platform fee (USD)',
  'Refunded (USD)',
  'Net (USD)',
  'Status',
] as const;

export function transactionsCsv(transactions: readonly Transaction[]): string {
  return toCsv([
    CSV_HEADER,
    ...transactions.map((t) => [
      t.date,
      t.type,
      t.description,
      t.buyer ?? '',
      dollarsOf(t.amount),
      dollarsOf(t.fee),
      dollarsOf(t.platformFee),
      dollarsOf(t.refunded),
      dollarsOf(t.net),
      t.status,
    ]),
  ]);
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
      .slice(0, count)
      .map((dated) => dated.transaction);
    return { transactions: merged, total: total + subscriptions.length };
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
      const { transactions, total } = await firstTransactions(
        filter,
        start + TRANSACTIONS_PAGE_SIZE,
      );
      return {
        transactions: transactions.slice(start),
        ...pageFields(total, query.page, TRANSACTIONS_PAGE_SIZE),
      };
    },

    /** Every transaction the filter shows (the page's CSV export). */
    async csv(sellerId: string, query: Omit<TransactionsQuery, 'page'>): Promise<string> {
      const filter = { sellerId, q: query.q, from: query.from, to: query.to };
      const { transactions } = await firstTransactions(filter);
      return transactionsCsv(transactions);
    },
  };
}

export type Earnings = ReturnType<typeof createEarnings>;
