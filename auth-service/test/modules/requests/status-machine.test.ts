import { RESPONSE_STATUSES, type ResponseStatus } from '@atelier/api-contract';
import { canMove, isDecided } from '../../../src/modules/requests/status-machine';

/** Spec 001 section 4: new -> reviewing -> shortlisted -> interviewed -> hired; rejected. */
const ALLOWED: [ResponseStatus, ResponseStatus][] = [
  ['new', 'reviewing'],
  ['new', 'rejected'],
  ['reviewing', 'shortlisted'],
  ['reviewing', 'rejected'],
  ['shortlisted', 'interviewed'],
  ['shortlisted', 'rejected'],
  ['interviewed', 'hired'],
  ['interviewed', 'rejected'],
];

describe('the response status machine', () => {
  const every = RESPONSE_STATUSES.flatMap((from) =>
    RESPONSE_STATUSES.map((to): [ResponseStatus, ResponseStatus] => [from, to]),
  );
  it.each(every)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMove(from, to)).toBe(allowed);
  });
  it.each([
    ['hired', true],
    ['rejected', true],
    ['new', false],
    ['interviewed', false],
  ] as const)('%s is decided: %s', (status, decided) => {
    expect(isDecided(status)).toBe(decided);
  });
});
