import type { PurchaseStatus } from '@atelier/api-contract';
import { PURCHASES_TEXTS, lostAccessReason, shownStatus, type ShownStatus } from './purchases';

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
