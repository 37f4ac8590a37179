/** 'Save this search': its name (required, one line, 80 characters) and alert choice. */
import type { SavedSearchAlert } from '@atelier/api-contract';
import { SAVED_SEARCH_MESSAGES } from '@atelier/api-contract/values';

export interface SaveSearchValues {
  name: string;
  alert: SavedSearchAlert;
}

export interface SaveSearchProblem {
  field: keyof SaveSearchValues;
  message: string;
}

export const SAVED_SEARCH_NAME_MAX = 80;

export function validateSaveSearch(values: SaveSearchValues): SaveSearchProblem[] {
  return values.name.trim() === ''
    ? [{ field: 'name', message: SAVED_SEARCH_MESSAGES.nameRequired }]
    : [];
}
