/** The supplier dashboard's request states and urgency, as tables. */
import { isUrgent, requestStateOf } from '../../../src/modules/dashboards/supplier-requests';

describe('requestStateOf', () => {
  it.each([
    [{ responded: false, invited: false }, 'new-inquiry'],
    [{ responded: false, invited: true }, 'awaiting-quote'],
    [{ responded: true, invited: true }, 'in-discussion'],
    [{ responded: true, invited: false }, 'in-discussion'],
  ] as const)('%j is %s', (request, state) => {
    expect(requestStateOf(request)).toBe(state);
  });
});

describe('isUrgent', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [null, false],
    ['2026-11-22', true],
    ['2026-11-29', true],
    ['2026-11-30', false],
    ['2026-11-21', false],
    ['not a date', false],
  ])('a deadline of %s is urgent: %s', (deadline, urgent) => {
    expect(isUrgent(deadline, now)).toBe(urgent);
  });
});
