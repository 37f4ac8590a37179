/** The status machine of a supplier's verification (issue 43): every move from every status. */
import { VERIFICATION_STATUSES } from '@atelier/api-contract';
import {
  decideVerification,
  isVerified,
  mayApply,
  VERIFICATION_MOVES,
} from '../../../src/modules/companies/verification-status';

/** Every legal `status move` -> where it leads; every other pair is refused. */
const LEGAL: Record<string, string> = {
  'pending approve': 'approved',
  'pending refuse': 'refused',
};

describe('verification status machine', () => {
  for (const status of VERIFICATION_STATUSES) {
    for (const move of VERIFICATION_MOVES) {
      const key = `${status} ${move}`;
      it(`${key} -> ${LEGAL[key] ?? 'refused move'}`, () => {
        expect(decideVerification(status, move)).toBe(LEGAL[key]);
      });
    }
  }

  it.each([
    [undefined, true],
    ['pending', false],
    ['approved', false],
    ['refused', true],
  ] as const)('a supplier whose latest application is %s may apply: %s', (latest, expected) => {
    expect(mayApply(latest)).toBe(expected);
  });

  it.each([
    [undefined, true, false],
    ['pending', true, false],
    ['refused', true, false],
    ['approved', true, true],
    ['approved', false, false],
  ] as const)('latest %s, Pro %s: verified %s', (latest, pro, expected) => {
    expect(isVerified(latest, pro)).toBe(expected);
  });
});
