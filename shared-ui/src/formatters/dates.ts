// Shared by the relative time labels: the calendar date shown once a label stops being relative.
import { lazily } from '../core';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

const shortDate = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

/** 'Mar 14, 2025', in the user's time zone. The spec only says "the date"; this is our form. */
export function formatShortDate(date: Date | number): string {
  return shortDate().format(date);
}

/** Milliseconds from `date` to `now`; negative when `date` is in the future. */
export function elapsedMs(date: Date | number, now: Date | number): number {
  return new Date(now).getTime() - new Date(date).getTime();
}
