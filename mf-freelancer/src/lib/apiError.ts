import { refusalReason } from '@atelier/shared-ui';

/** The API's reason when it gave one (a 4xx says what was wrong), else `fallback`. */
export function apiMessageOr(error: unknown, fallback: string): string {
  return refusalReason(error) ?? fallback;
}
