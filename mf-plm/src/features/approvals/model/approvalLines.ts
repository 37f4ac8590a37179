import type { RevisionApproval } from '@atelier/api-contract';
import { APPROVAL_TEXTS as T } from './texts';

/**
 * Who moved a revision's approval and when, in words, oldest first: the submission, then the
 * decision. `formatDate` is the screen's date format (shared-ui's).
 */
export function approvalLines(
  approval: RevisionApproval,
  formatDate: (date: Date) => string,
): string[] {
  const lines: string[] = [];
  if (approval.submittedBy !== null && approval.submittedAt !== null) {
    lines.push(
      T.submittedBy(approval.submittedBy.name, formatDate(new Date(approval.submittedAt))),
    );
  }
  if (approval.decidedBy !== null && approval.decidedAt !== null) {
    const when = formatDate(new Date(approval.decidedAt));
    const line =
      approval.state === 'changes-requested'
        ? T.changesAskedBy
        : approval.final
          ? T.finalApprovalBy
          : T.approvedBy;
    lines.push(line(approval.decidedBy.name, when));
  }
  return lines;
}
