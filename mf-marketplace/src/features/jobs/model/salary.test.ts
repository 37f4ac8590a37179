import { REFERENCE_RATES } from '../../../fixtures/exchangeRates';
import { comparableYearlyAmount, formatSalary, yearlyAmount } from './salary';

describe('formatSalary', () => {
  it.each([
    [{ min: 85000, max: 110000, currency: 'USD', period: 'year' }, '$85,000 - $110,000 / year'],
    [{ min: 45, max: 65, currency: 'USD', period: 'hour' }, '$45 - $65 / hour'],
    [{ min: 5000, max: 5000, currency: 'USD', period: 'project' }, '$5,000 / project'],
    [{ min: 1200, max: 1500, currency: 'EUR', period: 'month' }, '€1,200 - €1,500 / month'],
    [{ min: 30, max: 45, currency: 'GBP', period: 'hour' }, '£30 - £45 / hour'],
    [{ min: 10, max: 20, currency: 'NOPE', period: 'hour' }, '10 NOPE - 20 NOPE / hour'],
  ] as const)('%p is %p', (salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });

  it("says 'Salary not specified' without a salary", () => {
    expect(formatSalary(undefined)).toBe('Salary not specified');
  });
});

describe('yearlyAmount', () => {
  it.each([
    [50, 'hour', 104000],
    [5000, 'month', 60000],
    [90000, 'year', 90000],
    [4000, 'project', 4000],
  ] as const)('%p per %s is %p a year', (amount, period, expected) => {
    expect(yearlyAmount(amount, period)).toBe(expected);
  });
});

describe('comparableYearlyAmount', () => {
  it.each([
    [98000, 'EUR', 'year', 98000],
    [1200, 'EUR', 'month', 14400],
    [103890, 'USD', 'year', 100000],
    [50, 'USD', 'hour', 104000 / 1.0389],
    [82918, 'GBP', 'year', 100000],
    [30, 'GBP', 'hour', 62400 / 0.82918],
    [1000, 'GBP', 'project', 1000 / 0.82918],
  ] as const)('%p %s per %s is %p euros a year', (amount, currency, period, expected) => {
    expect(comparableYearlyAmount(amount, currency, period, REFERENCE_RATES)).toBeCloseTo(
      expected,
      6,
    );
  });

  it('has no value for a currency without a rate', () => {
    expect(comparableYearlyAmount(1000, 'XYZ', 'year', REFERENCE_RATES)).toBeNull();
  });

  it('has a rate for each currency of the sample jobs and the spec (USD, EUR, GBP)', () => {
    expect(Object.keys(REFERENCE_RATES.perEuro).sort()).toEqual(['EUR', 'GBP', 'USD']);
  });
});
