/**
 * One ledger behind every figure (issue 36): every sequence of up to four payment events (in any
 * order, repeats included) is applied to a purchase, and its figures must agree wherever they
 * are read: the product's counters (the moves' changes added up) with the ledger's sale and
 * earnings, Payment History's net with the earnings minus the fee, and the SQL the Overview adds
 * up in the database with the TypeScript rule, state by state.
 */
import type { PurchaseStatus } from '@atelier/api-contract';
import { sql } from 'kysely';
import { LEDGER_RULES, LEDGER_SQL, saleFigures } from '../../../src/modules/sales/ledger';
import {
  movePurchase,
  type PaymentEvent,
  type PurchaseState,
} from '../../../src/modules/sales/purchase-status';
import { kyselyOn } from '../../../src/platform/database/kysely';
import { BACKENDS, type TestDatabase } from '../../support/databases';

const AMOUNT = 2900;
const FEE = 114;

const EVENTS: Record<string, PaymentEvent> = {
  pending: { kind: 'pending' },
  paid: { kind: 'paid' },
  failed: { kind: 'failed' },
  'refund $4': { kind: 'refunded', amountRefunded: 400 },
  'refund all': { kind: 'refunded', amountRefunded: AMOUNT },
  dispute: { kind: 'disputed' },
  won: { kind: 'disputeClosed', outcome: 'won' },
  lost: { kind: 'disputeClosed', outcome: 'lost' },
};

/** Every sequence of 1 to `length` event names. */
function sequences(length: number): string[][] {
  let level: string[][] = [[]];
  const all: string[][] = [];
  for (let step = 0; step < length; step++) {
    level = level.flatMap((sequence) => Object.keys(EVENTS).map((name) => [...sequence, name]));
    all.push(...level);
  }
  return all;
}

interface Outcome {
  state: PurchaseState;
  counters: { sales: number; revenueCents: number };
}

function play(names: readonly string[]): Outcome {
  let state: PurchaseState = {
    status: 'pending',
    amountCents: AMOUNT,
    refundedCents: 0,
    disputeOutcome: null,
  };
  const counters = { sales: 0, revenueCents: 0 };
  for (const name of names) {
    const event = EVENTS[name];
    if (event === undefined) throw new Error(`No event ${name}`);
    const move = movePurchase(state, event);
    if (move === undefined) continue;
    counters.sales += move.sales;
    counters.revenueCents += move.revenueCents;
    state = { ...state, ...move };
  }
  return { state, counters };
}

const ALL = sequences(4);

describe('every sequence of payment events', () => {
  it(`plays ${String(ALL.length)} sequences`, () => {
    expect(ALL).toHaveLength(8 + 64 + 512 + 4096);
  });

  it.each(ALL.map((names) => [names.join(', ')]))('%s: the figures agree', (joined) => {
    const { state, counters } = play(joined.split(', '));
    const figures = saleFigures({ ...state, feeCents: FEE, disputeFeeCents: 0 });
    // The product's counters are the ledger's.
    expect(counters).toEqual({ sales: figures.sales, revenueCents: figures.earned });
    // Payment History's net is what the sale earned minus Stripe's fee; nothing is invented.
    expect(figures.net).toBe(figures.earned - figures.fee);
    expect(figures.earned).toBe(figures.gross - figures.returned);
    expect(figures.earned).toBeGreaterThanOrEqual(0);
    expect(figures.earned).toBeLessThanOrEqual(AMOUNT);
    expect(figures.sales === 1).toBe(state.status === 'paid');
  });
});

describe('the rule of each status', () => {
  it.each([
    // A payment on its way or failed moved nothing.
    ['pending', 0, { gross: 0, fee: 0, returned: 0, earned: 0, net: 0, sales: 0 }],
    ['failed', 0, { gross: 0, fee: 0, returned: 0, earned: 0, net: 0, sales: 0 }],
    [
      'paid',
      0,
      { gross: AMOUNT, fee: FEE, returned: 0, earned: AMOUNT, net: AMOUNT - FEE, sales: 1 },
    ],
    [
      'paid',
      400,
      { gross: AMOUNT, fee: FEE, returned: 400, earned: 2500, net: 2500 - FEE, sales: 1 },
    ],
    // Refunded in full or disputed: the money went back, Stripe kept its fee.
    [
      'refunded',
      AMOUNT,
      { gross: AMOUNT, fee: FEE, returned: AMOUNT, earned: 0, net: -FEE, sales: 0 },
    ],
    [
      'disputed',
      400,
      { gross: AMOUNT, fee: FEE, returned: AMOUNT, earned: 0, net: -FEE, sales: 0 },
    ],
  ] as const)('%s, %d refunded: %j', (status, refundedCents, figures) => {
    expect(
      saleFigures({
        status,
        amountCents: AMOUNT,
        feeCents: FEE,
        refundedCents,
        disputeFeeCents: 0,
      }),
    ).toEqual(figures);
  });

  it.each([
    // A dispute open or lost: the amount and Stripe's dispute fee are gone.
    ['disputed', 1500, { fee: FEE + 1500, earned: 0, net: -(FEE + 1500) }],
    // Won, reinstated: Stripe's report says what fee it kept (here none, then all of it).
    ['paid', 0, { fee: FEE, earned: AMOUNT, net: AMOUNT - FEE }],
    ['paid', 1500, { fee: FEE + 1500, earned: AMOUNT, net: AMOUNT - FEE - 1500 }],
  ] as const)('%s with a dispute fee of %d: %j', (status, disputeFeeCents, figures) => {
    expect(
      saleFigures({
        status,
        amountCents: AMOUNT,
        feeCents: FEE,
        refundedCents: 0,
        disputeFeeCents,
      }),
    ).toMatchObject(figures);
  });

  it('counts an unknown fee as 0 until Stripe reports it', () => {
    expect(
      saleFigures({
        status: 'paid',
        amountCents: AMOUNT,
        feeCents: null,
        refundedCents: 0,
        disputeFeeCents: 0,
      }).net,
    ).toBe(AMOUNT);
  });
});

describe.each(BACKENDS)('the Overview’s SQL on %s', (_name, open) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await open();
  });
  afterAll(() => testDb.drop());

  it('gives each status’s figures as the TypeScript rule does', async () => {
    await testDb.db.exec(`CREATE TABLE purchases (
      status text NOT NULL, amount_cents integer NOT NULL, refunded_cents integer NOT NULL,
      stripe_fee_cents integer, dispute_fee_cents integer NOT NULL
    )`);
    const cases = (Object.keys(LEDGER_RULES) as PurchaseStatus[]).flatMap((status) =>
      [0, 400, AMOUNT].flatMap((refunded) =>
        [FEE, null].flatMap((fee) =>
          [0, 1500].map((disputeFee) => ({ status, refunded, fee, disputeFee })),
        ),
      ),
    );
    const db = kyselyOn<{ purchases: object }>(testDb.db);
    for (const { status, refunded, fee, disputeFee } of cases) {
      await testDb.db.query('DELETE FROM purchases', []);
      await testDb.db.query(
        'INSERT INTO purchases (status, amount_cents, refunded_cents, stripe_fee_cents, dispute_fee_cents) VALUES ($1, $2, $3, $4, $5)',
        [status, AMOUNT, refunded, fee, disputeFee],
      );
      const { rows } = await sql<{
        gross: number;
        fee: number;
        earned: number;
        sales: number;
        moved: boolean;
      }>`SELECT ${LEDGER_SQL.gross} AS gross, ${LEDGER_SQL.fee} AS fee, ${LEDGER_SQL.earned} AS earned,
        ${LEDGER_SQL.sales} AS sales, ${LEDGER_SQL.moved} AS moved FROM purchases`.execute(db);
      const expected = saleFigures({
        status,
        amountCents: AMOUNT,
        feeCents: fee,
        refundedCents: refunded,
        disputeFeeCents: disputeFee,
      });
      const named = `${status}, ${String(refunded)} refunded, fee ${String(fee)}, dispute fee ${String(disputeFee)}`;
      expect({ named, ...rows[0] }).toEqual({
        named,
        gross: expected.gross,
        fee: expected.fee,
        earned: expected.earned,
        sales: expected.sales,
        moved: LEDGER_RULES[status].charged,
      });
    }
  });
});
