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

const shortDateUtc = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * 'Jan 15, 2027' for the date-only value '2027-01-15' (a deadline, an expiry day): a date, not an
 * instant, so it is never shifted through the user's time zone. A full ISO timestamp counts by its
 * UTC calendar day (the day the API meant, as `expires_at` is the end of a deadline's UTC day).
 * Anything else is returned as it came rather than shown as 'Invalid Date'.
 */
export function formatDateOnly(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match === null) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return value;
  return shortDateUtc().format(date);
}

/** Milliseconds from `date` to `now`; negative when `date` is in the future. */
export function elapsedMs(date: Date | number, now: Date | number): number {
  return new Date(now).getTime() - new Date(date).getTime();
}
