import { APPLICATION_ACTIONS, APPLICATION_STATUSES } from '@atelier/shared-ui';
import { CLIENT_STATUS_LABELS, canTake, interviewInstant } from './applications';

describe('canTake', () => {
  const allowed = new Set([
    'shortlist reviewing',
    'schedule-interview shortlisted',
    'schedule-interview interviewed',
    'reject new',
    'reject reviewing',
    'reject shortlisted',
    'reject interviewed',
    'hire interviewed',
  ]);
  const cases = APPLICATION_ACTIONS.flatMap((action) =>
    APPLICATION_STATUSES.map(
      (status) => [action, status, allowed.has(`${action} ${status}`)] as const,
    ),
  );
  it.each(cases)('%s from %s: %s', (action, status, expected) => {
    expect(canTake(action, status)).toBe(expected);
  });
});

describe('CLIENT_STATUS_LABELS', () => {
  it('uses the spec’s labels', () => {
    expect(CLIENT_STATUS_LABELS.new).toBe('New Application');
    expect(CLIENT_STATUS_LABELS.reviewing).toBe('Under Review');
    expect(CLIENT_STATUS_LABELS.interviewed).toBe('Interview Scheduled');
  });
});

describe('interviewInstant', () => {
  it('reads a local date and time, or nothing', () => {
    expect(interviewInstant('')).toBeNull();
    expect(interviewInstant('2026-12-01T14:30')).toBe(new Date('2026-12-01T14:30').toISOString());
  });
});
