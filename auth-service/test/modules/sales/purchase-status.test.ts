import {
  movePurchase,
  type PaymentEvent,
  type PurchaseState,
} from '../../../src/modules/sales/purchase-status';

const state = (
  status: PurchaseState['status'],
  refundedCents = 0,
  disputeOutcome: PurchaseState['disputeOutcome'] = null,
): PurchaseState => ({
  status,
  amountCents: 2900,
  refundedCents,
  disputeOutcome,
});

/** The move's fields but its dispute outcome, which a row names only when it changes. */
type MoveOf = Omit<NonNullable<ReturnType<typeof movePurchase>>, 'disputeOutcome'> &
  Partial<Pick<NonNullable<ReturnType<typeof movePurchase>>, 'disputeOutcome'>>;

describe('movePurchase', () => {
  it.each<[PurchaseState, PaymentEvent, MoveOf | undefined]>([
    // Paid: counted once.
    [
      state('pending'),
      { kind: 'paid' },
      { status: 'paid', refundedCents: 0, sales: 1, revenueCents: 2900, becamePaid: true },
    ],
    [
      state('failed'),
      { kind: 'paid' },
      { status: 'paid', refundedCents: 0, sales: 1, revenueCents: 2900, becamePaid: true },
    ],
    [state('paid'), { kind: 'paid' }, undefined],
    // A late completion after a full refund or a dispute changes nothing.
    [state('refunded', 2900), { kind: 'paid' }, undefined],
    [state('disputed'), { kind: 'paid' }, undefined],
    // A full refund that came first: the completion ends it refunded, never counted.
    [
      state('pending', 2900),
      { kind: 'paid' },
      { status: 'refunded', refundedCents: 2900, sales: 0, revenueCents: 0, becamePaid: false },
    ],
    // A partial refund that came first: paid with less revenue.
    [
      state('pending', 900),
      { kind: 'paid' },
      { status: 'paid', refundedCents: 900, sales: 1, revenueCents: 2000, becamePaid: true },
    ],
    [state('pending'), { kind: 'pending' }, undefined],
    [
      state('pending'),
      { kind: 'failed' },
      { status: 'failed', refundedCents: 0, sales: 0, revenueCents: 0, becamePaid: false },
    ],
    [state('paid'), { kind: 'failed' }, undefined],
    // Refunds: running totals, never lowered.
    [
      state('paid'),
      { kind: 'refunded', amountRefunded: 500 },
      { status: 'paid', refundedCents: 500, sales: 0, revenueCents: -500, becamePaid: false },
    ],
    [state('paid', 500), { kind: 'refunded', amountRefunded: 500 }, undefined],
    [state('paid', 900), { kind: 'refunded', amountRefunded: 500 }, undefined],
    [
      state('paid', 500),
      { kind: 'refunded', amountRefunded: 2900 },
      {
        status: 'refunded',
        refundedCents: 2900,
        sales: -1,
        revenueCents: -2400,
        becamePaid: false,
      },
    ],
    [
      state('pending'),
      { kind: 'refunded', amountRefunded: 2900 },
      { status: 'refunded', refundedCents: 2900, sales: 0, revenueCents: 0, becamePaid: false },
    ],
    [
      state('paid'),
      { kind: 'refunded', amountRefunded: 9999 },
      {
        status: 'refunded',
        refundedCents: 2900,
        sales: -1,
        revenueCents: -2900,
        becamePaid: false,
      },
    ],
    [
      state('disputed'),
      { kind: 'refunded', amountRefunded: 2900 },
      { status: 'disputed', refundedCents: 2900, sales: 0, revenueCents: 0, becamePaid: false },
    ],
    // Disputes.
    [
      state('paid', 400),
      { kind: 'disputed' },
      { status: 'disputed', refundedCents: 400, sales: -1, revenueCents: -2500, becamePaid: false },
    ],
    [state('disputed'), { kind: 'disputed' }, undefined],
    [state('refunded', 2900), { kind: 'disputed' }, undefined],
    [state('failed'), { kind: 'disputed' }, undefined],
    // A dispute closed as won: the sale stands again (counted, not a new sale to tell of).
    [
      state('disputed', 400),
      { kind: 'disputeClosed', outcome: 'won' },
      {
        status: 'paid',
        refundedCents: 400,
        disputeOutcome: 'won',
        sales: 1,
        revenueCents: 2500,
        becamePaid: false,
      },
    ],
    // Won after a full refund came meanwhile: refunded, not counted.
    [
      state('disputed', 2900),
      { kind: 'disputeClosed', outcome: 'won' },
      {
        status: 'refunded',
        refundedCents: 2900,
        disputeOutcome: 'won',
        sales: 0,
        revenueCents: 0,
        becamePaid: false,
      },
    ],
    // Lost: stays disputed, the outcome kept (the files may go).
    [
      state('disputed'),
      { kind: 'disputeClosed', outcome: 'lost' },
      {
        status: 'disputed',
        refundedCents: 0,
        disputeOutcome: 'lost',
        sales: 0,
        revenueCents: 0,
        becamePaid: false,
      },
    ],
    // The closing before its opening: won keeps the sale, and the late opening changes nothing.
    [
      state('paid'),
      { kind: 'disputeClosed', outcome: 'won' },
      {
        status: 'paid',
        refundedCents: 0,
        disputeOutcome: 'won',
        sales: 0,
        revenueCents: 0,
        becamePaid: false,
      },
    ],
    [state('paid', 0, 'won'), { kind: 'disputed' }, undefined],
    // Lost before its opening: disputed at once; the late opening changes nothing.
    [
      state('paid'),
      { kind: 'disputeClosed', outcome: 'lost' },
      {
        status: 'disputed',
        refundedCents: 0,
        disputeOutcome: 'lost',
        sales: -1,
        revenueCents: -2900,
        becamePaid: false,
      },
    ],
    [state('disputed', 0, 'lost'), { kind: 'disputed' }, undefined],
    // A replayed or second closing changes nothing; a won dispute opened again neither.
    [state('paid', 0, 'won'), { kind: 'disputeClosed', outcome: 'won' }, undefined],
    [state('disputed', 0, 'lost'), { kind: 'disputeClosed', outcome: 'won' }, undefined],
    // Paid again by a won dispute, a late completion changes nothing.
    [state('paid', 0, 'won'), { kind: 'paid' }, undefined],
  ])('%j + %j -> %j', (before, event, move) => {
    expect(movePurchase(before, event)).toEqual(
      move && { disputeOutcome: before.disputeOutcome, ...move },
    );
  });
});
