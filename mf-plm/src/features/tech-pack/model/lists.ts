/** Pure edits of a tech pack's lists: each returns a new array and leaves the given one alone. */

/** `list` with the item at `index` replaced by `change(item)`. */
export function updateAt<T>(list: readonly T[], index: number, change: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? change(item) : item));
}

/** `list` without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** `list` with the item at `index` moved by `offset` places; unchanged when it would leave it. */
export function moveBy<T>(list: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  const item = list[index];
  if (item === undefined || target < 0 || target >= list.length) return [...list];
  const rest = removeAt(list, index);
  return [...rest.slice(0, target), item, ...rest.slice(target)];
}

/** A split grade's increments fitted to `steps` size steps: kept in place, new ones 0. */
export function fitSteps(increments: readonly number[], steps: number): number[] {
  return Array.from({ length: Math.max(steps, 0) }, (_, i) => increments[i] ?? 0);
}

/** A position on an image kept within it (0 to 1), at the precision a marker needs. */
export function clampFraction(value: number): number {
  const PRECISION = 10_000;
  return Math.round(Math.min(1, Math.max(0, value)) * PRECISION) / PRECISION;
}

/** Sizes typed as a comma list ('2T, 3T'): trimmed, without empties; null when none is left. */
export function parseSizeList(text: string): string[] | null {
  const sizes = text
    .split(',')
    .map((size) => size.trim())
    .filter((size) => size !== '');
  return sizes.length === 0 ? null : sizes;
}
