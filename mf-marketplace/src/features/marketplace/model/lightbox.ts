/**
 * The image index after moving `step` images from `index` in a gallery of `count`, wrapping in
 * both directions: past the last comes the first, before the first comes the last (spec 001,
 * product detail).
 */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
