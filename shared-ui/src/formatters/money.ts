// Money on the platform is US dollars with US formatting (spec 001, section 9).
import { lazily } from './lazily';

const CENTS_PER_DOLLAR = 100;

const usd = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const usdWhole = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

export interface FormatUsdOptions {
  /** The amount is in cents (plan prices are held in cents: 599 is $5.99). */
  cents?: boolean;
  /** Rounds to whole dollars ('$29'), as the landing page's sample prices show. */
  wholeDollars?: boolean;
}

/** '$5.99', '$1,234.50', '-$3.00'; two decimals unless `wholeDollars`. */
export function formatUsd(amount: number, options: FormatUsdOptions = {}): string {
  const dollars = options.cents === true ? amount / CENTS_PER_DOLLAR : amount;
  return (options.wholeDollars === true ? usdWhole : usd)().format(dollars);
}

/** A price held in cents, e.g. a plan's 599, shown as '$5.99' (spec 000, sections 3 and 9). */
export function formatPriceFromCents(cents: number): string {
  return formatUsd(cents, { cents: true });
}

const byCurrency = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents of a request's currency (USD, EUR, GBP: spec 001 section 9), with US
 * formatting: '€4.50', '£1,200.00'.
 */
export function formatCurrencyFromCents(cents: number, currency: string): string {
  let format = byCurrency.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    byCurrency.set(currency, format);
  }
  return format.format(cents / CENTS_PER_DOLLAR);
}
