import type { StyleListQuery } from '@atelier/api-contract';
import {
  SEASON_PATTERN,
  STYLE_CATEGORIES,
  STYLE_STATUSES,
  type StyleCategory,
  type StyleStatus,
} from '@atelier/api-contract/values';

/** The list's query in the address (filters survive Back and a shared link), and back. */
const FILTERS = ['q', 'season', 'status', 'category'] as const;
export type StyleListFilter = (typeof FILTERS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function fromSearchParams(params: URLSearchParams): StyleListQuery & { page: number } {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim() ?? '';
  const season = params.get('season') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(q === '' ? {} : { q }),
    ...(new RegExp(SEASON_PATTERN).test(season) ? { season } : {}),
    ...optional('status', oneOf<StyleStatus>(STYLE_STATUSES, params.get('status'))),
    ...optional('category', oneOf<StyleCategory>(STYLE_CATEGORIES, params.get('category'))),
  };
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The query with one filter set (or cleared when empty), back on page 1. */
export function withFilter(
  query: StyleListQuery,
  key: StyleListFilter,
  value: string,
): StyleListQuery {
  const kept = FILTERS.filter((name) => name !== key && query[name] !== undefined);
  const next = Object.fromEntries(kept.map((name) => [name, query[name]])) as StyleListQuery;
  return value === '' ? next : { ...next, [key]: value };
}

/** The query as the address's parameters; page 1 and absent filters left out. */
export function toSearchParams(query: StyleListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTERS) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  return params;
}

/** Whether any filter narrows the list (an empty list then says 'No styles match'). */
export const isFiltered = (query: StyleListQuery): boolean =>
  query.q !== undefined ||
  query.season !== undefined ||
  query.status !== undefined ||
  query.category !== undefined;
