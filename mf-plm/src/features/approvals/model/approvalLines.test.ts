import type { RevisionApproval } from '@atelier/api-contract';
import { approvalLines } from './approvalLines';

const NONE: RevisionApproval = {
  state: 'none',
  submittedBy: null,
  submittedAt: null,
  decidedBy: null,
  decidedAt: null,
  final: false,
  comment: '',
  moves: ['submit'],
};
const SUBMITTED: RevisionApproval = {
  ...NONE,
  state: 'submitted',
  submittedBy: { id: 'e', name: 'Eda Editor' },
  submittedAt: '2026-11-20T10:00:00.000Z',
  moves: [],
};
const decided = (state: 'approved' | 'changes-requested', final = false): RevisionApproval => ({
  ...SUBMITTED,
  state,
  final,
  decidedBy: { id: 'o', name: 'Olga Owner' },
  decidedAt: '2026-11-21T10:00:00.000Z',
});
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('approvalLines', () => {
  it.each([
    ['not submitted', NONE, []],
    ['submitted', SUBMITTED, ['Submitted by Eda Editor on 2026-11-20']],
    [
      'approved',
      decided('approved'),
      ['Submitted by Eda Editor on 2026-11-20', 'Approved by Olga Owner on 2026-11-21'],
    ],
    [
      'final approval',
      decided('approved', true),
      ['Submitted by Eda Editor on 2026-11-20', 'Final approval by Olga Owner on 2026-11-21'],
    ],
    [
      'changes asked',
      decided('changes-requested'),
      ['Submitted by Eda Editor on 2026-11-20', 'Changes asked by Olga Owner on 2026-11-21'],
    ],
  ] as const)('%s', (_name, approval, lines) => {
    expect(approvalLines(approval, day)).toEqual(lines);
  });
});
