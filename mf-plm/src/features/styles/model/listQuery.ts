import type { StyleListQuery } from '@atelier/api-contract';
import {
  SEASON_PATTERN,
  STYLE_CATEGORIES,
  STYLE_STATUSES,
  type StyleCategory,
  type StyleStatus,
} from '@atelier/api-contract/values';

/** The list's query in the address (filters survive Back and a shared link), and back. */
export type StyleListFilter = 'q' | 'season' | 'status' | 'category';

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
  const { [key]: _old, page: _page, ...rest } = query;
  return value === '' ? rest : { ...rest, [key]: value };
}

export function toSearchParams(query: StyleListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Whether any filter narrows the list (an empty list then says 'No styles match'). */
export const isFiltered = (query: StyleListQuery): boolean =>
  query.q !== undefined ||
  query.season !== undefined ||
  query.status !== undefined ||
  query.category !== undefined;
