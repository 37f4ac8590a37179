import { formatSalary, yearlyAmount } from './salary';

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
