import { APPLICATION_STATUSES } from '@atelier/shared-ui';
import { STATUS_LABELS } from '../../../lib/applicationStatus';
import { canWithdraw } from './applicationStatus';

describe('My Applications statuses', () => {
  it.each([
    ['new', 'Submitted', true],
    ['reviewing', 'Under Review', true],
    ['shortlisted', 'Shortlisted', true],
    ['interviewed', 'Interview Scheduled', true],
    ['hired', 'Hired', false],
    ['rejected', 'Not Selected', false],
  ] as const)('%s reads %s; withdrawable: %s', (status, label, withdrawable) => {
    expect(STATUS_LABELS[status].label).toBe(label);
    expect(canWithdraw(status)).toBe(withdrawable);
  });

  it('names every status', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
