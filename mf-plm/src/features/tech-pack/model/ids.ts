/**
 * An id for a row the screen adds (a BOM row, a callout...), within the contract's RowId pattern
 * (`^[A-Za-z0-9_-]{1,40}$`) and unique enough to keep across revisions.
 */
let counter = 0;

export function newRowId(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${random}`.slice(0, 40);
}
