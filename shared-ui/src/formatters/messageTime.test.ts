import { formatMessageTime } from './messageTime';

const now = new Date(2025, 2, 14, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatMessageTime', () => {
  it.each([
    ['0 seconds', ago(0), 'now'],
    ['59 seconds', ago(59 * SECOND), 'now'],
    ['a future time', ago(-5 * MINUTE), 'now'],
    ['1 minute', ago(MINUTE), '1m'],
    ['59 minutes', ago(59 * MINUTE + 59 * SECOND), '59m'],
    ['1 hour', ago(HOUR), '1h'],
    ['23 hours 59 minutes', ago(24 * HOUR - MINUTE), '23h'],
    ['24 hours', ago(24 * HOUR), 'yesterday'],
    ['47 hours 59 minutes', ago(48 * HOUR - MINUTE), 'yesterday'],
    ['48 hours', ago(48 * HOUR), 'Mar 12, 2025'],
    ['a year', new Date(2024, 2, 14, 9, 30), 'Mar 14, 2024'],
  ])('%s ago is %p', (_case, sent, expected) => {
    expect(formatMessageTime(sent, now)).toBe(expected);
  });
});
