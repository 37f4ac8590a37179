/**
 * A saved search of Client Requests as the screen shows it: its filters in words, and Run's
 * address (the list with those filters, in the query names the list reads).
 */
import type { RequestSearchFilters } from '@atelier/api-contract';
import { ROUTES } from '@atelier/shared-ui';
import { TEXTS } from './texts';

const FILTER_ORDER = ['q', 'category', 'region', 'type'] as const;

/** Run: Client Requests with the search's filters. */
export function runPath(query: RequestSearchFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_ORDER) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  const search = params.toString();
  return search === '' ? ROUTES.supplier.requests : `${ROUTES.supplier.requests}?${search}`;
}

/** "Search: denim · Category: Denim", or all requests. */
export function describeFilters(query: RequestSearchFilters): string {
  const parts = FILTER_ORDER.flatMap((name) => {
    const value = query[name];
    return value === undefined ? [] : [`${TEXTS.filters[name]}: ${value}`];
  });
  return parts.length === 0 ? TEXTS.allRequests : parts.join(' · ');
}
