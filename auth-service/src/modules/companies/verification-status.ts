/**
 * The one status machine of a supplier's verification application (issue 43, item 3), as one
 * table: an admin's move, the status it may start from and where it leads.
 *
 *   pending -(admin approves)-> approved
 *   pending -(admin refuses, with a reason)-> refused
 *
 * approved and refused are final: a refused supplier applies again (a new application), an
 * approved one stays approved. The badge shows while the supplier's application is approved and
 * they are Pro (`isVerified`).
 */
import type { VerificationStatus } from '@atelier/api-contract';

export const VERIFICATION_MOVES = ['approve', 'refuse'] as const;
export type VerificationMove = (typeof VERIFICATION_MOVES)[number];

const MOVES: Record<
  VerificationMove,
  { from: readonly VerificationStatus[]; to: VerificationStatus }
> = {
  approve: { from: ['pending'], to: 'approved' },
  refuse: { from: ['pending'], to: 'refused' },
};

/** Where `move` leads from `status`, or undefined when it may not be taken from there. */
export function decideVerification(
  status: VerificationStatus,
  move: VerificationMove,
): VerificationStatus | undefined {
  const rule = MOVES[move];
  return rule.from.includes(status) ? rule.to : undefined;
}

/** Whether a supplier may apply (again) with `latest` their latest application's status. */
export const mayApply = (latest: VerificationStatus | undefined): boolean =>
  latest === undefined || latest === 'refused';

/** The Verified Supplier badge: an approved application, while Pro. */
export const isVerified = (latest: VerificationStatus | undefined, pro: boolean): boolean =>
  pro && latest === 'approved';
