import type { OrderMove } from '@atelier/api-contract';
import { anOrder } from '../../../testing/factories';
import { buttonActions, disputeNotice, moveActions, proposalNotice } from './orderActions';
import { ORDER_TEXTS } from './texts';

describe('moveActions', () => {
  it.each<[string, OrderMove[], OrderMove[]]>([
    ['none allowed: nothing', [], []],
    [
      'the API’s order is not kept: the page’s is',
      ['propose-cancellation', 'accept'],
      ['accept', 'propose-cancellation'],
    ],
    [
      'a delivered order with revisions left',
      ['request-revision', 'accept', 'propose-cancellation'],
      ['accept', 'request-revision', 'propose-cancellation'],
    ],
    [
      'a pending proposal, for the other party',
      ['decline-cancellation', 'accept-cancellation'],
      ['accept-cancellation', 'decline-cancellation'],
    ],
    [
      'a late order',
      ['cancel-late', 'propose-cancellation'],
      ['cancel-late', 'propose-cancellation'],
    ],
  ])('%s', (_case, allowed, shown) => {
    expect(moveActions({ allowedMoves: allowed }).map((action) => action.move)).toEqual(shown);
  });

  it('leaves the requirements and the delivery to their forms', () => {
    const actions = moveActions({ allowedMoves: ['submit-requirements', 'deliver', 'accept'] });
    expect(buttonActions(actions).map((action) => action.move)).toEqual(['accept']);
  });

  it.each<[OrderMove, string, boolean]>([
    ['accept', 'confirm', false],
    ['accept-cancellation', 'confirm', true],
    ['cancel-late', 'confirm', true],
    ['request-revision', 'reason', false],
    ['propose-cancellation', 'reason', false],
    ['withdraw-cancellation', 'direct', false],
    ['decline-cancellation', 'direct', false],
  ])('%s is taken through %s (danger: %p)', (move, form, danger) => {
    expect(moveActions({ allowedMoves: [move] })[0]).toMatchObject({ form, danger });
  });
});

describe('proposalNotice', () => {
  const proposal = { reason: 'Plans changed.', at: '2026-11-21T10:00:00.000Z' };
  it.each([
    ['no proposal', null, 'buyer', null],
    [
      'the viewer’s own',
      { ...proposal, by: 'buyer' },
      'buyer',
      'You proposed to cancel this order: Plans changed.',
    ],
    [
      'the other party’s',
      { ...proposal, by: 'seller' },
      'buyer',
      'Sofia Seller proposed to cancel this order: Plans changed.',
    ],
  ] as const)('%s', (_case, cancellationProposal, viewerRole, expected) => {
    expect(proposalNotice(anOrder({ cancellationProposal, viewerRole }))).toBe(expected);
  });
});

describe('disputeNotice', () => {
  it.each([
    [null, 'buyer', null],
    ['won', 'seller', null],
    ['open', 'buyer', { tone: 'warning', text: ORDER_TEXTS.disputeOpenBuyer }],
    ['open', 'seller', { tone: 'warning', text: ORDER_TEXTS.disputeOpenSeller }],
    ['lost', 'seller', { tone: 'danger', text: ORDER_TEXTS.disputeLost }],
  ] as const)('a dispute %s, for the %s: %j', (dispute, viewerRole, notice) => {
    expect(disputeNotice({ dispute, viewerRole })).toEqual(notice);
  });
});
