/** Every text of a revision's approval (History tab), in one place the tests import. */
export const APPROVAL_TEXTS = {
  states: {
    none: 'Not submitted',
    submitted: 'Waiting for approval',
    approved: 'Approved',
    'changes-requested': 'Changes asked',
  },
  submittedBy: (name: string, date: string) => `Submitted by ${name} on ${date}`,
  approvedBy: (name: string, date: string) => `Approved by ${name} on ${date}`,
  finalApprovalBy: (name: string, date: string) => `Final approval by ${name} on ${date}`,
  changesAskedBy: (name: string, date: string) => `Changes asked by ${name} on ${date}`,
  submit: 'Submit for approval',
  approve: 'Approve',
  approveFinal: 'Approve as final',
  askForChanges: 'Ask for changes',
  dialogTitle: (revision: number) => `Ask for changes to revision ${String(revision)}`,
  comment: 'What should change',
  commentRequired: 'Say what should change',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  failed: 'That did not work. Try again in a moment.',
} as const;
