import { MS_PER_DAY, MS_PER_HOUR, elapsedMs } from './dates';

/**
 * How long ago a job was posted (spec 001, job list): 'Just posted', 'Nh ago' under 24 hours,
 * then 'Nd ago'. The spec does not say when 'Just posted' ends; we use the first hour, when the
 * hour count would read '0h ago'. Whole units, rounded down; a date in the future counts as just
 * posted.
 */
export function formatJobAge(postedDate: Date | number, now: Date | number): string {
  const elapsed = elapsedMs(postedDate, now);
  const hours = Math.floor(elapsed / MS_PER_HOUR);
  if (hours < 1) return 'Just posted';
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(elapsed / MS_PER_DAY)}d ago`;
}
