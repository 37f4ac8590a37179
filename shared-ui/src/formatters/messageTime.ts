import { MS_PER_HOUR, MS_PER_MINUTE, elapsedMs, formatShortDate } from './dates';

/**
 * When a message was sent, for the inbox (spec 001, section 9): under 1 minute 'now', under 1
 * hour minutes, under 24 hours hours, under 48 hours 'yesterday', else the date. The spec names
 * the units but not their form; we use the compact '5m' and '3h' that sit beside 'now' and
 * 'yesterday' in a conversation list. Whole units, rounded down; the future counts as 'now'.
 */
export function formatMessageTime(timestamp: Date | number, now: Date | number): string {
  const elapsed = elapsedMs(timestamp, now);
  const minutes = Math.floor(elapsed / MS_PER_MINUTE);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(elapsed / MS_PER_HOUR);
  if (hours < 24) return `${hours}h`;
  if (hours < 48) return 'yesterday';
  return formatShortDate(timestamp);
}
