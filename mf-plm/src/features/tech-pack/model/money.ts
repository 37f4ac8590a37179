/**
 * Dollars as the cost fields take them: typed in dollars, stored in integer cents. The one place
 * that turns cents into the digits of an input (display elsewhere is shared-ui's `formatUsd`).
 */
const CENTS_PER_DOLLAR = 100;
const MAX_CENTS_DIGITS = 2;

/** '12.5', '$1,234.56', '0.99' → cents; null when the text is not an amount in dollars. */
export function parseDollars(text: string): number | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(plain);
  if (match === null || plain === '' || plain === '.') return null;
  const whole = Number(match[1] === '' ? '0' : match[1]);
  const fraction = (match[2] ?? '').padEnd(MAX_CENTS_DIGITS, '0');
  return whole * CENTS_PER_DOLLAR + Number(fraction);
}

/** 1250 → '12.50': the text an amount field shows for a stored value. */
export function dollarsText(cents: number): string {
  const whole = Math.floor(cents / CENTS_PER_DOLLAR);
  const rest = String(cents % CENTS_PER_DOLLAR).padStart(MAX_CENTS_DIGITS, '0');
  return `${String(whole)}.${rest}`;
}
