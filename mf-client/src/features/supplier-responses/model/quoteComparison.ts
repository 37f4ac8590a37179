import type { Quote } from '@atelier/api-contract';

/**
 * Quotes side by side for one request (beyond the spec: structured quotes): each as the landed
 * cost per unit at the client's quantity, i.e. the unit price of the tier that quantity falls in,
 * plus tooling and sample costs spread over the quantity. The best value of each column is
 * marked among the quotes still valid; a quote past its validity date shows as expired.
 */
export const COMPARED_COLUMNS = [
  'landedUnitCost',
  'unitPrice',
  'moq',
  'sampleCost',
  'sampleLeadTimeDays',
  'productionLeadTimeDays',
  'toolingCost',
] as const;
export type ComparedColumn = (typeof COMPARED_COLUMNS)[number];

export interface ComparedQuote {
  id: string;
  /** Cents per unit, unrounded, at the quantity. */
  landedUnitCost: number;
  /** The tier's unit price (cents). */
  unitPrice: number;
  moq: number;
  sampleCost: number;
  sampleLeadTimeDays: number;
  productionLeadTimeDays: number;
  toolingCost: number;
  /** The quantity is below the supplier's MOQ: the landed cost is at the MOQ's tier price. */
  belowMoq: boolean;
  /** Its validity date is before today. */
  expired: boolean;
  /** The columns where this quote is the best (lowest) of the valid ones. */
  best: ComparedColumn[];
}

/** The tier `quantity` falls in: the last whose minimum it reaches, else the first. */
export function unitPriceAt(quote: Quote, quantity: number): number {
  let price = quote.tiers[0]?.unitPrice ?? 0;
  for (const tier of quote.tiers) if (quantity >= tier.minQuantity) price = tier.unitPrice;
  return price;
}

/** Cents per unit at `quantity`: the tier's price plus tooling and sample spread over it. */
export function landedUnitCost(quote: Quote, quantity: number): number {
  const units = Math.max(quantity, 1);
  return unitPriceAt(quote, units) + (quote.toolingCost + quote.sampleCost) / units;
}

/** `today` as `YYYY-MM-DD` (the validity date's form); a quote is valid through its date. */
export const isQuoteExpired = (quote: Quote, today: string): boolean => quote.validUntil < today;

export function compareQuotes(
  quotes: readonly { id: string; quote: Quote }[],
  quantity: number,
  today: string,
): ComparedQuote[] {
  const rows = quotes.map(({ id, quote }) => ({
    id,
    landedUnitCost: landedUnitCost(quote, quantity),
    unitPrice: unitPriceAt(quote, quantity),
    moq: quote.moq,
    sampleCost: quote.sampleCost,
    sampleLeadTimeDays: quote.sampleLeadTimeDays,
    productionLeadTimeDays: quote.productionLeadTimeDays,
    toolingCost: quote.toolingCost,
    belowMoq: quantity < quote.moq,
    expired: isQuoteExpired(quote, today),
    best: [] as ComparedColumn[],
  }));
  const valid = rows.filter((row) => !row.expired);
  for (const column of COMPARED_COLUMNS) {
    if (valid.length < 2) break;
    const lowest = Math.min(...valid.map((row) => row[column]));
    for (const row of valid) if (row[column] === lowest) row.best.push(column);
  }
  return rows;
}
