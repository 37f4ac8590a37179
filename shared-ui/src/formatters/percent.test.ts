import { formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [2.5, '2.5%'],
    [0, '0.0%'],
    [12.345, '12.3%'],
    [1234.5, '1,234.5%'],
  ])('shows %p as %p', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });

  it.each([
    [12.5, '+12.5%'],
    [-3, '-3.0%'],
    [0, '0.0%'],
  ])('shows %p signed as %p', (percent, text) => {
    expect(formatPercent(percent, { signed: true })).toBe(text);
  });
});
