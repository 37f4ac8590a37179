/** The pure rules of the jobs module: salary comparison, posting checks and expiry. */
import { expiryOf, validatePosting } from '../../../src/modules/jobs/posting';
import { usdYearly } from '../../../src/modules/jobs/salary';
import { aPosting } from '../../support/jobs';

describe('usdYearly', () => {
  it.each([
    [100000, 'USD', 'year', 100000],
    [20, 'USD', 'hour', 41600],
    [5000, 'USD', 'month', 60000],
    // 1 EUR = 1.0389 USD; 1 EUR = 0.82918 GBP (ECB, 31 December 2024)
    [100000, 'EUR', 'year', 103890],
    [100000, 'GBP', 'year', 125292],
    [3000, 'USD', 'project', 3000],
  ] as const)('%d %s a %s is %d US dollars a year', (amount, currency, period, usd) => {
    expect(usdYearly(amount, currency, period)).toBe(usd);
  });
});

describe('validatePosting', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('saves a draft with an incomplete salary as not specified', () => {
    const result = validatePosting(
      aPosting({ status: 'draft', salaryType: 'range', salaryMin: null }),
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { salaryType: 'not-specified', salary: null },
    });
  });
  it('accepts a deadline of today', () => {
    expect(validatePosting(aPosting({ deadline: '2026-11-22' }), now).ok).toBe(true);
  });
});

describe('expiryOf', () => {
  const published = new Date('2026-11-22T12:00:00Z');
  it('is the end of the deadline’s day (UTC), else 30 days after publishing', () => {
    expect(expiryOf('2026-12-01', published).toISOString()).toBe('2026-12-01T23:59:59.999Z');
    expect(expiryOf(null, published).toISOString()).toBe('2026-12-22T12:00:00.000Z');
  });
});
