import { CLIENT_STATUS_LABELS, interviewInstant } from './applications';

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
