import { discountPercent } from './discount';

describe('discountPercent (the discount badge)', () => {
  it.each([
    // [price, originalPrice, badge]
    [29, 39, 26], // 25.64 rounds up
    [45, 60, 25], // exact
    [49, 79, 38], // 37.97 rounds up
    [18, 24, 25],
    [25, 35, 29], // 28.57
    [28, 34, 18], // 17.65
    [87.5, 100, 13], // exactly .5 rounds up
    [88.5, 100, 12], // 11.5 rounds up to 12
    [99.6, 100, 0], // 0.4 rounds down: the badge says 0%
    [0, 10, 100], // free
    [1, 3, 67], // 66.67
  ])('price %p with original %p shows %p%', (price, original, expected) => {
    expect(discountPercent(price, original)).toBe(expected);
  });

  it.each([
    ['no original price', 29, undefined],
    ['an original equal to the price', 29, 29],
    ['an original below the price', 39, 29],
    ['an original of 0', 0, 0],
    ['a negative original', 10, -5],
  ])('shows no badge for %s', (_case, price, original) => {
    expect(discountPercent(price, original)).toBeNull();
  });
});
