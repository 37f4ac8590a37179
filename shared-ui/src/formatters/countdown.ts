import { useEffect, useState } from 'react';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, elapsedMs } from './dates';

/**
 * How far a deadline is, in the two largest whole units: '3d 4h', '5h 12m', '12m', '< 1m'
 * (a custom order's due date, issue 22). `dueAt` in the past counts the time since, so a screen
 * says 'Due in 3d 4h' before and '3d 4h late' after with the same words.
 */
export function formatCountdown(dueAt: Date | number, now: Date | number): string {
  const ms = Math.abs(elapsedMs(now, dueAt));
  const days = Math.floor(ms / MS_PER_DAY);
  const hours = Math.floor((ms % MS_PER_DAY) / MS_PER_HOUR);
  const minutes = Math.floor((ms % MS_PER_HOUR) / MS_PER_MINUTE);
  if (days > 0) return hours > 0 ? `${String(days)}d ${String(hours)}h` : `${String(days)}d`;
  if (hours > 0) return minutes > 0 ? `${String(hours)}h ${String(minutes)}m` : `${String(hours)}h`;
  return minutes > 0 ? `${String(minutes)}m` : '< 1m';
}

/** Whether `dueAt` has passed at `now`. */
export const isPast = (dueAt: Date | number, now: Date | number): boolean =>
  elapsedMs(dueAt, now) > 0;

/** Every how often a countdown re-reads the clock: it shows minutes at most. */
export const COUNTDOWN_TICK_MS = 30_000;

/** The current time, re-read every `tickMs` while the component is mounted (a live countdown). */
export function useNow(tickMs: number = COUNTDOWN_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
