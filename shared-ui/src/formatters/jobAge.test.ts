import { formatJobAge } from './jobAge';

const now = new Date(2025, 2, 14, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatJobAge', () => {
  it.each([
    ['the same instant', ago(0), 'Just posted'],
    ['59 minutes', ago(59 * MINUTE), 'Just posted'],
    ['a future date', ago(-HOUR), 'Just posted'],
    ['1 hour', ago(HOUR), '1h ago'],
    ['5 hours 59 minutes', ago(5 * HOUR + 59 * MINUTE), '5h ago'],
    ['23 hours 59 minutes', ago(24 * HOUR - MINUTE), '23h ago'],
    ['24 hours', ago(DAY), '1d ago'],
    ['47 hours', ago(47 * HOUR), '1d ago'],
    ['2 days', ago(2 * DAY), '2d ago'],
    ['30 days', ago(30 * DAY), '30d ago'],
  ])('%s ago is %p', (_case, posted, expected) => {
    expect(formatJobAge(posted, now)).toBe(expected);
  });

  it('accepts timestamps', () => {
    expect(formatJobAge(now.getTime() - 3 * HOUR, now.getTime())).toBe('3h ago');
  });
});
