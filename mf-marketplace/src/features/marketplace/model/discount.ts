/**
 * The discount badge's number: the rounded percentage of (original minus price) over original
 * (spec 001, section 9). None when there is no original price or it is not above the price.
 */
export function discountPercent(price: number, originalPrice: number | undefined): number | null {
  if (originalPrice === undefined || !(originalPrice > 0) || !(originalPrice > price)) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
