import type { QuoteRequestBody } from '@atelier/api-contract';
import { QUOTE_TEXTS as T } from './texts';

/** The 'Request quotes' form as typed. */
export interface QuoteRequestValues {
  quantity: string;
  deadline: string;
}

/**
 * The body to send, or the first problem: a whole number of units (1 to 100,000,000, digits and
 * thousands separators only), a deadline as the date field gives it or none.
 */
export function quoteRequestBody(
  values: QuoteRequestValues,
): { body: QuoteRequestBody } | { problem: string } {
  const digits = values.quantity.trim().replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return { problem: T.quantityRequired };
  const quantity = Number(digits);
  if (quantity < 1 || quantity > 100_000_000) return { problem: T.quantityRequired };
  const deadline = values.deadline.trim();
  return { body: { quantity, deadline: deadline === '' ? null : deadline } };
}
