import {
  BIG_ORDER_MIN_BUDGET,
  BIG_ORDER_MIN_QUANTITY,
  isBigOrder,
  quantityOf,
} from '../../src/values';

describe('quantityOf', () => {
  it.each([
    ['2,000 m', 2000],
    ['10000 pieces', 10000],
    ['12,500', 12500],
    ['10k units', 10000],
    ['2.5K pcs', 2500],
    ['about 500 per colour', 500],
    ['1,234,567', 1234567],
    ['', undefined],
    ['to be discussed', undefined],
  ])('%j names %p', (text, units) => {
    expect(quantityOf(text)).toBe(units);
  });
});

describe('isBigOrder', () => {
  const small = { quantity: '2,000 m', budgetMin: 5000, budgetMax: 12000 };
  it.each([
    ['a small request', small, false],
    ['the quantity at the threshold', { ...small, quantity: '10,000 pcs' }, true],
    ['the quantity just below', { ...small, quantity: '9,999 pcs' }, false],
    ['10k written short', { ...small, quantity: '10k' }, true],
    ['the budget maximum at the threshold', { ...small, budgetMax: BIG_ORDER_MIN_BUDGET }, true],
    ['the budget maximum just below', { ...small, budgetMax: BIG_ORDER_MIN_BUDGET - 1 }, false],
    [
      'only a minimum at the threshold',
      { ...small, budgetMin: BIG_ORDER_MIN_BUDGET, budgetMax: null },
      true,
    ],
    ['no quantity and no budget', { quantity: '', budgetMin: null, budgetMax: null }, false],
  ])('%s: %p', (_case, fields, big) => {
    expect(isBigOrder(fields)).toBe(big);
  });

  it('names thresholds a test can read', () => {
    expect(BIG_ORDER_MIN_QUANTITY).toBe(10_000);
    expect(BIG_ORDER_MIN_BUDGET).toBe(50_000);
  });
});
