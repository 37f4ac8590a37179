/** /explore's filters, kept in the address (shareable, back/forward) and sent to the API. */
import type { DirectoryQuery } from '@atelier/api-contract';
import { PORTFOLIO_CATEGORIES } from '@atelier/api-contract/values';

export const ROLE_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'freelancer', label: 'Freelancers' },
  { value: 'supplier', label: 'Suppliers' },
] as const;

export const AVAILABILITY_OPTIONS = [
  { value: '', label: 'Any availability' },
  { value: 'available', label: 'Available for new projects' },
  { value: 'booked', label: 'Booked' },
] as const;

const MAX_PAGE = 10_000;

/** The filters in `params`, unknown or out-of-range values dropped. */
export function fromSearchParams(params: URLSearchParams): DirectoryQuery {
  const query: DirectoryQuery = { page: 1 };
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, 200);
  const role = params.get('role');
  if (role === 'freelancer' || role === 'supplier') query.role = role;
  const category = params.get('category');
  if (category !== null && (PORTFOLIO_CATEGORIES as readonly string[]).includes(category)) {
    query.category = category;
  }
  const location = params.get('location')?.trim();
  if (location) query.location = location.slice(0, 100);
  const availability = params.get('availability');
  if (availability === 'available' || availability === 'booked') query.availability = availability;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) query.page = page;
  return query;
}

/** The query as search parameters: only what is set, page 1 left out. */
export function toSearchParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'role', 'category', 'location', 'availability'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A changed filter; any change but the page goes back to page 1. */
export function withFilter(
  query: DirectoryQuery,
  key: 'q' | 'role' | 'category' | 'location' | 'availability',
  value: string,
): DirectoryQuery {
  const params = toSearchParams({ ...query, page: 1 });
  if (value === '') params.delete(key);
  else params.set(key, value);
  return fromSearchParams(params);
}
