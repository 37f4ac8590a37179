import { MS_PER_DAY, formatShortDate } from './dates';

const startOfDay = (date: Date | number): number => {
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
};

/**
 * When an application arrived (spec 001, View Applications): 'Today', 'Yesterday', 'n days ago'
 * under 7 days, else the date. The spec does not say whether days are calendar days or 24-hour
 * periods; we count calendar days in the user's time zone, so an application from 23:00 seen at
 * 08:00 is 'Yesterday'. A date in the future counts as today.
 */
export function formatApplicationAge(appliedDate: Date | number, now: Date | number): string {
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(appliedDate)) / MS_PER_DAY);
  if (days < 1) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatShortDate(appliedDate);
}
