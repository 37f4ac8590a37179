import type { SupplierService } from '@atelier/api-contract';
import { formatCurrencyFromCents } from '@atelier/shared-ui';
import { SUPPLIER_PROFILE_TEXTS as T } from './texts';

/** '€5.00 - €12.00', 'From $5.00', 'Up to £9.00', or 'Price on request' (prices in minor units). */
export function priceRangeOf(service: Pick<SupplierService, 'priceMin' | 'priceMax' | 'currency'>) {
  const money = (minor: number) => formatCurrencyFromCents(minor, service.currency);
  const { priceMin: min, priceMax: max } = service;
  if (min !== null && max !== null) {
    return min === max ? money(min) : `${money(min)} - ${money(max)}`;
  }
  if (min !== null) return `From ${money(min)}`;
  if (max !== null) return `Up to ${money(max)}`;
  return T.priceOnRequest;
}

/** The terms a brand compares: price, MOQ and lead time, those the supplier gave. */
export function serviceTermsOf(
  service: Pick<
    SupplierService,
    'priceMin' | 'priceMax' | 'currency' | 'moq' | 'leadTimeMinDays' | 'leadTimeMaxDays'
  >,
): string[] {
  const terms = [priceRangeOf(service)];
  if (service.moq !== null) terms.push(T.moq(service.moq));
  const from = service.leadTimeMinDays ?? service.leadTimeMaxDays;
  const to = service.leadTimeMaxDays ?? service.leadTimeMinDays;
  if (from !== null && to !== null) terms.push(T.leadTime(from, to));
  return terms;
}
