import { formatCountdown, isPast } from './countdown';

const now = new Date(2026, 10, 27, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('formatCountdown', () => {
  it.each([
    ['7 days ahead', at(7 * DAY), '7d'],
    ['3 days 4 hours 30 minutes ahead', at(3 * DAY + 4 * HOUR + 30 * MINUTE), '3d 4h'],
    ['1 day 59 minutes ahead', at(DAY + 59 * MINUTE), '1d'],
    ['23 hours 59 minutes ahead', at(DAY - MINUTE), '23h 59m'],
    ['5 hours ahead', at(5 * HOUR), '5h'],
    ['12 minutes 30 seconds ahead', at(12 * MINUTE + 30_000), '12m'],
    ['59 seconds ahead', at(59_000), '< 1m'],
    ['the same instant', at(0), '< 1m'],
    ['2 hours 5 minutes ago', at(-(2 * HOUR + 5 * MINUTE)), '2h 5m'],
    ['1 day 3 hours ago', at(-(DAY + 3 * HOUR)), '1d 3h'],
  ])('%s reads %p', (_case, dueAt, expected) => {
    expect(formatCountdown(dueAt, now)).toBe(expected);
  });

  it('accepts timestamps', () => {
    expect(formatCountdown(now.getTime() + 2 * DAY, now.getTime())).toBe('2d');
  });
});

describe('isPast', () => {
  it.each([
    [at(-1), true],
    [at(0), false],
    [at(1), false],
  ])('%p is past: %p', (dueAt, expected) => {
    expect(isPast(dueAt, now)).toBe(expected);
  });
});
