import { anOrder } from '../../../testing/factories';
import { dueDateView } from './dueDate';
import { ORDER_TEXTS } from './texts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('dueDateView', () => {
  it.each([
    [
      'awaiting requirements, for the buyer',
      anOrder(),
      { kind: 'notStarted', text: 'The delivery time starts when you submit the requirements.' },
    ],
    [
      'awaiting requirements, for the seller',
      anOrder({ viewerRole: 'seller' }),
      {
        kind: 'notStarted',
        text: 'The delivery time starts when the buyer submits the requirements.',
      },
    ],
    [
      'in progress, due in 2 days 4 hours',
      anOrder({ status: 'in_progress', dueAt: '2026-11-27T16:00:00.000Z' }),
      { kind: 'running', countdown: 'Due in 2d 4h', late: false },
    ],
    [
      'just started: 3 days less the seconds since the requirements read the full 3 days',
      anOrder({ status: 'in_progress', dueAt: '2026-11-28T11:59:50.000Z' }),
      { kind: 'running', countdown: 'Due in 3d', late: false },
    ],
    [
      'in progress, past due: late by the browser’s clock before the server says so',
      anOrder({ status: 'in_progress', dueAt: '2026-11-25T09:30:00.000Z' }),
      { kind: 'running', countdown: '2h 30m late', late: true },
    ],
    [
      'revision requested, late by the server',
      anOrder({ status: 'revision_requested', dueAt: '2026-11-24T12:00:00.000Z', late: true }),
      { kind: 'running', countdown: '1d late', late: true },
    ],
    [
      'paused by an open dispute (issue 36): no countdown',
      anOrder({ status: 'in_progress', dueAt: '2026-11-24T12:00:00.000Z', dispute: 'open' }),
      { kind: 'settled', text: ORDER_TEXTS.duePaused },
    ],
    [
      'ended by a dispute lost',
      anOrder({ status: 'disputed', dueAt: '2026-11-27T16:00:00.000Z', dispute: 'lost' }),
      { kind: 'settled', text: ORDER_TEXTS.disputeEnded },
    ],
    [
      'delivered: when it completes by itself',
      anOrder({
        status: 'delivered',
        dueAt: '2026-11-27T16:00:00.000Z',
        autoCompleteAt: '2026-11-28T12:00:00.000Z',
      }),
      {
        kind: 'settled',
        text: 'Completes automatically on Nov 28, 2026 unless the buyer accepts it or asks for a revision.',
      },
    ],
    [
      'completed',
      anOrder({ status: 'completed', completedAt: '2026-11-24T12:00:00.000Z' }),
      { kind: 'settled', text: 'Completed on Nov 24, 2026' },
    ],
    [
      'cancelled',
      anOrder({ status: 'cancelled', cancelledAt: '2026-11-24T12:00:00.000Z' }),
      { kind: 'settled', text: 'Cancelled on Nov 24, 2026' },
    ],
  ])('%s', (_case, order, expected) => {
    expect(dueDateView(order, NOW)).toMatchObject(expected);
  });
});
