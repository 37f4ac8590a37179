import { elapsedMs, formatShortDate } from './dates';

describe('formatShortDate', () => {
  it.each([
    [new Date(2025, 0, 1), 'Jan 1, 2025'],
    [new Date(2024, 11, 31, 23, 59), 'Dec 31, 2024'],
    [new Date(2025, 2, 14, 12).getTime(), 'Mar 14, 2025'],
  ])('formats %p as %p', (date, expected) => {
    expect(formatShortDate(date)).toBe(expected);
  });
});

describe('elapsedMs', () => {
  it.each([
    [new Date(1000), new Date(5000), 4000],
    [5000, 1000, -4000],
    [0, 0, 0],
  ])('from %p to %p is %p', (from, to, expected) => {
    expect(elapsedMs(from, to)).toBe(expected);
  });
});
