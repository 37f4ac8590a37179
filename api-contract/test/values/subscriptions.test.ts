import { isProSubscriptionStatus } from '../../src/values';

describe('isProSubscriptionStatus', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['past_due', false],
    ['unpaid', false],
    ['incomplete', false],
    ['incomplete_expired', false],
    ['paused', false],
    ['canceled', false],
    [null, false],
    [undefined, false],
  ])('%s is Pro: %s', (status, pro) => {
    expect(isProSubscriptionStatus(status)).toBe(pro);
  });
});
