// A list of ids kept in the browser's local storage (favourite products, saved jobs). Read and
// write failures are logged to the console only (spec 001, section 8) and never break a screen.

/** The browser's local storage, or null where there is none (or it is blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.error('Local storage is not available', error);
    return null;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The ids stored under `key`; an empty list when missing, unreadable or not a list of strings. */
export function readStoredIds(storage: Storage | null, key: string): string[] {
  if (storage === null) return [];
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (isStringArray(parsed)) return [...new Set(parsed)];
    console.error(`Ignoring unexpected local storage value under "${key}"`);
    return [];
  } catch (error) {
    console.error(`Could not read "${key}" from local storage`, error);
    return [];
  }
}

/** Stores `ids` under `key`; a failure (quota, private mode) is logged only. */
export function writeStoredIds(storage: Storage | null, key: string, ids: readonly string[]): void {
  if (storage === null) return;
  try {
    storage.setItem(key, JSON.stringify(ids));
  } catch (error) {
    console.error(`Could not write "${key}" to local storage`, error);
  }
}
