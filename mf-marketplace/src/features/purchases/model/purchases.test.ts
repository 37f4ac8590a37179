import type { PurchaseStatus } from '@atelier/api-contract';
import {
  PURCHASES_TEXTS,
  canReview,
  lostAccessReason,
  shownStatus,
  type ShownStatus,
} from './purchases';

describe('the status a buyer sees', () => {
  it.each<[PurchaseStatus, number, ShownStatus, string | null]>([
    ['paid', 0, 'paid', null],
    // A partial refund keeps access.
    ['paid', 1000, 'partiallyRefunded', null],
    ['refunded', 2900, 'refunded', PURCHASES_TEXTS.refundedAccess],
    ['disputed', 0, 'disputed', PURCHASES_TEXTS.disputedAccess],
    ['pending', 0, 'pending', null],
    ['failed', 0, 'failed', null],
  ])('%s with %p refunded: %s', (status, refunded, shown, lost) => {
    expect(shownStatus({ status, refunded })).toBe(shown);
    expect(lostAccessReason({ status })).toBe(lost);
  });
});

describe('canReview', () => {
  const order = (status: 'in_progress' | 'delivered' | 'completed' | 'cancelled') => ({
    id: '55555555-5555-4555-8555-555555555555',
    status,
    dueAt: null,
    late: false,
  });
  it.each([
    ['a paid product', { status: 'paid' as const }, true],
    ['a refunded product', { status: 'refunded' as const }, false],
    ['a service in progress', { status: 'paid' as const, order: order('in_progress') }, false],
    ['a service delivered', { status: 'paid' as const, order: order('delivered') }, false],
    ['a completed service', { status: 'paid' as const, order: order('completed') }, true],
    ['a cancelled service', { status: 'paid' as const, order: order('cancelled') }, false],
  ])('%s: %p', (_case, purchase, expected) => {
    expect(canReview(purchase)).toBe(expected);
  });
});
