/**
 * When a saved search's next alert may go (issue 40): instant at once and then at most one
 * e-mail an hour; daily at the next digest time (07:00 UTC), so one user's daily searches go in
 * one digest. Pure; table-tested (test/modules/saved-searches/alert-times.test.ts).
 */
import type { SavedSearchAlert } from '@atelier/api-contract';

export const INSTANT_ALERT_GAP_MS = 60 * 60 * 1000;
/** The hour (UTC) of the daily digest. */
export const DAILY_DIGEST_HOUR_UTC = 7;

/** The first digest time strictly after `now`. */
export function nextDigestTime(now: Date): Date {
  const today = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_DIGEST_HOUR_UTC),
  );
  return today > now ? today : new Date(today.getTime() + 24 * 60 * 60 * 1000);
}

/** When a search whose alert was just set to `alert` at `now` may alert first (null: off). */
export function alertAfterOf(alert: SavedSearchAlert, now: Date): Date | null {
  if (alert === 'off') return null;
  return alert === 'instant' ? now : nextDigestTime(now);
}

/** When the next alert may go after one went (or a digest period ended) at `now`. */
export function alertAfterSending(alert: Exclude<SavedSearchAlert, 'off'>, now: Date): Date {
  return alert === 'instant' ? new Date(now.getTime() + INSTANT_ALERT_GAP_MS) : nextDigestTime(now);
}
