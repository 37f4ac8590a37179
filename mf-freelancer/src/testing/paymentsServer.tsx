// Tests only: Payments & Earnings as auth-service answers it (fixtures typed by the contract),
// a fake server that answers by route, and the screen rendered at its path.
import type {
  EarningsSummary,
  PayoutSettings,
  SellerAccount,
  Transaction,
  TransactionPage,
} from '@atelier/api-contract';
import { ROUTES } from '@atelier/shared-ui';
import type { FakeAnswer, RecordedRequest } from '@atelier/shared-ui/test-utils';
import { fakeServer, renderScreen } from './apiScreen';
import { PaymentsScreen } from '../features/payments/components/PaymentsScreen';

export const anAccount = (overrides: Partial<SellerAccount> = {}): SellerAccount => ({
  state: 'enabled',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirements: [],
  payoutMethod: { kind: 'bank_account', name: 'STRIPE TEST BANK', last4: '6789' },
  dashboardUrl: 'https://dashboard.stripe.com/',
  ...overrides,
});

export const NO_ACCOUNT = anAccount({
  state: 'none',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  payoutMethod: null,
  dashboardUrl: null,
});

/** Twelve months from April 2025 to March 2026, with these gross earnings. */
const months = (values: number[]) =>
  values.map((earnings, index) => ({
    month: new Date(Date.UTC(2025, 3 + index, 1)).toISOString().slice(0, 7),
    earnings,
    net: earnings === 0 ? 0 : earnings - Math.round(earnings * 0.029) - 30,
  }));

export const anEarnings = (overrides: Partial<EarningsSummary> = {}): EarningsSummary => ({
  totalEarnings: 32_800,
  totalFees: 1_011,
  platformFees: 0,
  netEarnings: 31_789,
  transactionCount: 3,
  averageTransaction: 10_933,
  monthlyGrowth: 12.5,
  months: months([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2_900, 29_900]),
  ...overrides,
});

export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 't-1',
  type: 'marketplace_sale',
  description: 'Tech Pack Template',
  amount: 2_900,
  fee: 114,
  platformFee: 0,
  net: 2_786,
  refunded: 0,
  status: 'completed',
  date: '2026-03-10T10:00:00.000Z',
  buyer: 'Brand Co',
  productId: 'p-1',
  orderId: null,
  ...overrides,
});

export const aPage = (
  transactions: Transaction[],
  overrides: Partial<TransactionPage> = {},
): TransactionPage => ({
  transactions,
  total: transactions.length,
  page: 1,
  pageSize: 10,
  totalPages: 1,
  ...overrides,
});

export const SETTINGS: PayoutSettings = {
  payoutFrequency: 'monthly',
  minimumPayout: 5000,
  largePaymentAlerts: false,
};

type Answer = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

/**
 * Answers `METHOD /api/path` (the query string aside) from `routes`, over these defaults: an
 * enabled account, earnings, one transaction, saved settings. Unknown routes are a 404.
 */
export function servePayments(routes: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    'GET /api/payments/account': ok(anAccount()),
    'GET /api/payments/earnings': ok(anEarnings()),
    'GET /api/payments/transactions': ok(aPage([aTransaction()])),
    'GET /api/payments/settings': ok(SETTINGS),
    ...routes,
  };
  return fakeServer((request) => {
    const answer = all[`${request.method} ${request.url.split('?')[0] ?? ''}`];
    if (answer === undefined) return { status: 404, body: { message: 'No such route' } };
    return typeof answer === 'function' ? answer(request) : answer;
  });
}

/** Payments & Earnings at its path (with `search`, e.g. '?onboarding=return'). */
export const renderPayments = (search = '') =>
  renderScreen(<PaymentsScreen />, {
    path: `${ROUTES.freelancer.payments}${search}`,
    pattern: ROUTES.freelancer.payments,
  });
