import { dueLine, statusOf } from './sellerOrders';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('dueLine', () => {
  it.each([
    [
      'awaiting requirements',
      { status: 'awaiting_requirements', dueAt: null, late: false },
      { date: 'Waiting for the requirements', countdown: null, late: false },
    ],
    [
      'in progress',
      { status: 'in_progress', dueAt: '2026-11-27T16:00:00.000Z', late: false },
      { date: 'Due Nov 27, 2026', countdown: 'Due in 2d 4h', late: false },
    ],
    [
      'just started: 3 days less the seconds since the requirements, as the buyer reads it',
      { status: 'in_progress', dueAt: '2026-11-28T11:59:50.000Z', late: false },
      { date: 'Due Nov 28, 2026', countdown: 'Due in 3d', late: false },
    ],
    [
      'late by the server',
      { status: 'revision_requested', dueAt: '2026-11-24T12:00:00.000Z', late: true },
      { date: 'Due Nov 24, 2026', countdown: '1d late', late: true },
    ],
    [
      'past due by the browser’s clock',
      { status: 'in_progress', dueAt: '2026-11-25T11:00:00.000Z', late: false },
      { date: 'Due Nov 25, 2026', countdown: '1h late', late: true },
    ],
    [
      'delivered: the date, no countdown',
      { status: 'delivered', dueAt: '2026-11-24T12:00:00.000Z', late: false },
      { date: 'Due Nov 24, 2026', countdown: null, late: false },
    ],
    [
      'completed',
      { status: 'completed', dueAt: '2026-11-24T12:00:00.000Z', late: false },
      { date: null, countdown: null, late: false },
    ],
  ] as const)('%s', (_case, order, expected) => {
    expect(dueLine(order, NOW)).toEqual(expected);
  });
});

describe('statusOf', () => {
  it.each([
    ['delivered', 'delivered'],
    ['', null],
    [null, null],
    ['shipped', null],
  ] as const)('%p is %p', (value, expected) => {
    expect(statusOf(value, ['in_progress', 'delivered'])).toBe(expected);
  });
});
