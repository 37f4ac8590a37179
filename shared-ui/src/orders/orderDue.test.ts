import { orderCountdown } from './orderDue';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dueIn = (ms: number) => new Date(NOW + ms).toISOString();

describe('orderCountdown', () => {
  it.each([
    ['3 days ahead', 'in_progress', dueIn(3 * DAY), false, { text: 'Due in 3d', late: false }],
    // The seller reads the list seconds after the buyer submitted: the same words as the buyer.
    [
      '3 days less 10 s',
      'in_progress',
      dueIn(3 * DAY - 10 * SECOND),
      false,
      { text: 'Due in 3d', late: false },
    ],
    // The buyer's page clock, re-read every 30 s, may be seconds behind.
    [
      '3 days and 20 s',
      'in_progress',
      dueIn(3 * DAY + 20 * SECOND),
      false,
      { text: 'Due in 3d', late: false },
    ],
    [
      '2 days 4 hours 30 s',
      'revision_requested',
      dueIn(2 * DAY + 4 * HOUR + 30 * SECOND),
      false,
      { text: 'Due in 2d 4h', late: false },
    ],
    [
      '2 days 23 hours 58 min 30 s',
      'in_progress',
      dueIn(3 * DAY - 90 * SECOND),
      false,
      { text: 'Due in 2d 23h', late: false },
    ],
    ['30 s ahead', 'in_progress', dueIn(30 * SECOND), false, { text: 'Due in 1m', late: false }],
    [
      '2 h 30 min past',
      'in_progress',
      dueIn(-(2 * HOUR + 30 * MINUTE)),
      false,
      { text: '2h 30m late', late: true },
    ],
    [
      'late by the server',
      'revision_requested',
      dueIn(-DAY),
      true,
      { text: '1d late', late: true },
    ],
  ] as const)('%s (%s)', (_case, status, dueAt, late, expected) => {
    expect(orderCountdown({ status, dueAt, late }, NOW)).toEqual(expected);
  });

  it.each([
    ['no due date yet', 'awaiting_requirements', null],
    ['delivered', 'delivered', dueIn(DAY)],
    ['completed', 'completed', dueIn(-DAY)],
    ['cancelled', 'cancelled', dueIn(-DAY)],
  ] as const)('runs none when %s', (_case, status, dueAt) => {
    expect(orderCountdown({ status, dueAt, late: false }, NOW)).toBeNull();
  });
});
