import { earningsChartSummary, formatGrowth, formatMoney, monthLabel } from './earnings';

describe('formatGrowth', () => {
  it.each([
    [12.5, '+12.5%'],
    [12, '+12.0%'],
    [-3, '-3.0%'],
    [0, '0.0%'],
    [0.04, '0.0%'],
    [100, '+100.0%'],
  ])('%s -> %s', (percent, text) => {
    expect(formatGrowth(percent)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [2_900, '$29.00'],
    [123_456, '$1,234.56'],
    [-114, '-$1.14'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('monthLabel', () => {
  it.each([
    ['2026-03', 'Mar 2026'],
    ['2025-12', 'Dec 2025'],
    ['2026-01', 'Jan 2026'],
  ])('%s -> %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });
});

describe('earningsChartSummary', () => {
  it('adds up the months and names the best', () => {
    expect(
      earningsChartSummary([
        { month: '2026-01', earnings: 1_000, net: 900 },
        { month: '2026-02', earnings: 3_000, net: 2_800 },
        { month: '2026-03', earnings: 3_000, net: 2_800 },
      ]),
    ).toBe(
      'Earnings per month over the last 3 months: $70.00 earned, $65.00 net; the best month was Feb 2026.',
    );
  });

  it('names no best month without earnings', () => {
    expect(earningsChartSummary([{ month: '2026-01', earnings: 0, net: 0 }])).toBe(
      'Earnings per month over the last 1 months: $0.00 earned, $0.00 net.',
    );
  });
});
