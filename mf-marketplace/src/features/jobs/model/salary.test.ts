import { formatSalary } from './salary';

describe('formatSalary', () => {
  it.each([
    [{ min: 85000, max: 110000, currency: 'USD', period: 'year' }, '$85,000 - $110,000 / year'],
    [{ min: 45, max: 65, currency: 'USD', period: 'hour' }, '$45 - $65 / hour'],
    [{ min: 5000, max: 5000, currency: 'USD', period: 'project' }, '$5,000 / project'],
    [{ min: 1200, max: 1500, currency: 'EUR', period: 'month' }, '€1,200 - €1,500 / month'],
    [{ min: 30, max: 45, currency: 'GBP', period: 'hour' }, '£30 - £45 / hour'],
  ] as const)('%p is %p', (salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });

  it("says 'Salary not specified' without a salary", () => {
    expect(formatSalary(null)).toBe('Salary not specified');
  });
});
