/**
 * The Client Requests list's filters in its address (`?q=&category=&region=&type=`, the API's
 * own query names): a saved search's Run opens the list with them, and a request an alert
 * e-mail links to is `?request=`. Unknown values are ignored, as the API would refuse them.
 */
import type {
  RequestCategory,
  RequestRegion,
  RequestSearchFilters,
  RequestType,
} from '@atelier/api-contract';
import { REQUEST_CATEGORIES, REQUEST_REGIONS, REQUEST_TYPES } from '@atelier/shared-ui';

/** The request an alert e-mail opens. */
export const LINKED_REQUEST_PARAM = 'request';

export interface ListFilters {
  search: string;
  category: RequestCategory | '';
  region: RequestRegion | '';
  type: RequestType | '';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

export function filtersFromParams(params: URLSearchParams): ListFilters {
  return {
    search: params.get('q') ?? '',
    category: oneOf(REQUEST_CATEGORIES, params.get('category')),
    region: oneOf(REQUEST_REGIONS, params.get('region')),
    type: oneOf(REQUEST_TYPES, params.get('type')),
  };
}

/** The filters as the API (and a saved search) takes them: unset ones left out. */
export function queryOf(filters: ListFilters): RequestSearchFilters {
  const words = filters.search.trim();
  return {
    ...(words !== '' && { q: words }),
    ...(filters.category !== '' && { category: filters.category }),
    ...(filters.region !== '' && { region: filters.region }),
    ...(filters.type !== '' && { type: filters.type }),
  };
}
