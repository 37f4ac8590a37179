import { formatCurrencyFromCents, formatPriceFromCents, formatUsd } from './money';

describe('formatUsd', () => {
  it.each([
    [5.99, {}, '$5.99'],
    [1234.5, {}, '$1,234.50'],
    [0, {}, '$0.00'],
    [29, {}, '$29.00'],
    [1_000_000, {}, '$1,000,000.00'],
    [-3, {}, '-$3.00'],
    [599, { cents: true }, '$5.99'],
    [123450, { cents: true }, '$1,234.50'],
    [29, { wholeDollars: true }, '$29'],
    [1599, { cents: true, wholeDollars: true }, '$16'],
  ])('formats %p with %p as %p', (amount, options, expected) => {
    expect(formatUsd(amount, options)).toBe(expected);
  });
});

describe('formatPriceFromCents', () => {
  // The plan prices of spec 000, section 9.
  it.each([
    [599, '$5.99'],
    [899, '$8.99'],
    [1599, '$15.99'],
    [0, '$0.00'],
  ])('formats %p cents as %p', (cents, expected) => {
    expect(formatPriceFromCents(cents)).toBe(expected);
  });
});

describe('formatCurrencyFromCents', () => {
  it.each([
    [450, 'EUR', '€4.50'],
    [120000, 'GBP', '£1,200.00'],
    [45.5, 'USD', '$0.46'],
  ])('%d cents of %s is %s', (cents, currency, text) => {
    expect(formatCurrencyFromCents(cents, currency)).toBe(text);
  });
});
