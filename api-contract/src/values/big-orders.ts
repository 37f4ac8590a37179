/**
 * Supplier Pro's "priority access to big orders" (spec 000, plans; issue 43 item 4). A published
 * request is a big order when the quantity it asks for or its budget reaches a threshold below;
 * for its first `BIG_ORDER_PRO_HOURS` hours only Pro suppliers may quote (Starter suppliers see
 * it, with when it opens to them), and Pro suppliers are notified when it is posted. A direct
 * inquiry (item 5) goes to one Pro supplier and has no window.
 *
 * The thresholds are a product decision written once here (the API stores the window when it
 * publishes a request; the screens explain it): 10,000 units, or a budget whose top (the
 * maximum, else the minimum) is 50,000 in the request's currency (USD, EUR and GBP alike: whole
 * units, close enough between the three for a rule of thumb).
 */

/** A request asking for at least this many units (pieces, metres...) is a big order. */
export const BIG_ORDER_MIN_QUANTITY = 10_000;

/** A request whose budget reaches this (whole units of its currency) is a big order. */
export const BIG_ORDER_MIN_BUDGET = 50_000;

/** How long after publishing a big order only Pro suppliers may quote on it. */
export const BIG_ORDER_PRO_HOURS = 48;

/** The texts a big order is shown and refused with (the list's line, the API's 403). */
export const BIG_ORDER_TEXTS = {
  badge: 'Big order',
  openToProUntil: (date: string) => `Open to Pro suppliers until ${date}`,
  proPriority: (date: string) => `Pro priority: open to Starter suppliers from ${date}`,
  upgrade: 'Upgrade to Pro',
  refused: (date: string) =>
    `This big order is open to Pro suppliers until ${date}. Upgrade to Pro to quote on it now.`,
} as const;

/**
 * The number of units a request's free-text quantity names: its first number, with thousands
 * separators (`2,000 m`) and an optional `k` for thousands (`10k`, `2.5k units`).
 * Undefined when it names none.
 */
export function quantityOf(text: string): number | undefined {
  const match = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b)?/i.exec(text);
  if (match === null) return undefined;
  const [, whole = '', fraction = '', thousands] = match;
  const value = Number(`${whole.replace(/,/g, '')}${fraction}`);
  return thousands === undefined ? value : value * 1000;
}

/** The request's fields that make it a big order. */
export interface BigOrderFields {
  quantity: string;
  budgetMin: number | null;
  budgetMax: number | null;
}

/** Whether a request with these fields is a big order (the thresholds above). */
export function isBigOrder({ quantity, budgetMin, budgetMax }: BigOrderFields): boolean {
  const units = quantityOf(quantity);
  const budgetTop = budgetMax ?? budgetMin;
  return (
    (units !== undefined && units >= BIG_ORDER_MIN_QUANTITY) ||
    (budgetTop !== null && budgetTop >= BIG_ORDER_MIN_BUDGET)
  );
}
