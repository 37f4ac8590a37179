/**
 * `list` when it names every value of `T` (else a type error at the list): the browser's copies
 * of the API contract's option lists (the apps import only types from api-contract) cannot miss
 * one of its values.
 */
export const every =
  <T extends string>() =>
  <const L extends readonly T[]>(list: Exclude<T, L[number]> extends never ? L : never): L =>
    list;
