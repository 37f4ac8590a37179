import { APPLICATION_STATUSES, isDecided } from '@atelier/api-contract/values';
import { STATUS_LABELS } from '../../../lib/applicationStatus';

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
    // What the API answers as `withdrawable`.
    expect(!isDecided(status)).toBe(withdrawable);
  });

  it('names every status', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
