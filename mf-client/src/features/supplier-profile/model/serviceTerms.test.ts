import type { SupplierService } from '@atelier/api-contract';
import { priceRangeOf, serviceTermsOf } from './serviceTerms';

type Currency = SupplierService['currency'];

const terms: Parameters<typeof serviceTermsOf>[0] = {
  priceMin: null,
  priceMax: null,
  currency: 'EUR',
  moq: null,
  leadTimeMinDays: null,
  leadTimeMaxDays: null,
};

describe('priceRangeOf', () => {
  it.each<[number | null, number | null, Currency, string]>([
    [500, 1200, 'EUR', '€5.00 - €12.00'],
    [500, 500, 'USD', '$5.00'],
    [500, null, 'USD', 'From $5.00'],
    [null, 900, 'GBP', 'Up to £9.00'],
    [null, null, 'USD', 'Price on request'],
  ])('%s to %s %s reads %s', (priceMin, priceMax, currency, expected) => {
    expect(priceRangeOf({ priceMin, priceMax, currency })).toBe(expected);
  });
});

describe('serviceTermsOf', () => {
  it.each([
    [{}, ['Price on request']],
    [{ moq: 1500 }, ['Price on request', 'MOQ 1,500 units']],
    [{ leadTimeMinDays: 14, leadTimeMaxDays: 30 }, ['Price on request', '14-30 days lead time']],
    [{ leadTimeMinDays: 7 }, ['Price on request', '7 days lead time']],
    [{ leadTimeMaxDays: 21 }, ['Price on request', '21 days lead time']],
    [
      { priceMin: 500, priceMax: 1200, moq: 300, leadTimeMinDays: 14, leadTimeMaxDays: 14 },
      ['€5.00 - €12.00', 'MOQ 300 units', '14 days lead time'],
    ],
  ])('%j gives %j', (overrides, expected) => {
    expect(serviceTermsOf({ ...terms, ...overrides })).toEqual(expected);
  });
});
