import { elapsedMs, formatDateOnly, formatShortDate } from './dates';

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

describe('formatDateOnly', () => {
  it.each([
    ['2027-01-15', 'Jan 15, 2027'],
    ['2024-12-31', 'Dec 31, 2024'],
    ['2027-01-15T23:59:59.999Z', 'Jan 15, 2027'],
    ['2025-03-01T00:00:00.000Z', 'Mar 1, 2025'],
    ['2025-02-30', '2025-02-30'],
    ['soon', 'soon'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatDateOnly(value)).toBe(expected);
  });

  it('keeps the day whatever the time zone (formatShortDate of the parsed date would not)', () => {
    // The deadline '2027-01-15' parses to UTC midnight: west of UTC that instant is 14 January.
    const shifted = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/New_York',
    }).format(Date.parse('2027-01-15'));
    expect(shifted).toBe('Jan 14, 2027');
    expect(formatDateOnly('2027-01-15')).toBe('Jan 15, 2027');
  });
});
