import type { NotificationKind } from '@atelier/api-contract';
import type { EmailTemplate } from '../render';

/** The approval news of a style's revision (issue 39). */
export type StyleApprovalKind = Extract<
  NotificationKind,
  'style-revision-submitted' | 'style-revision-approved' | 'style-changes-requested'
>;

const SUBJECTS: Record<StyleApprovalKind, string> = {
  'style-revision-submitted': 'A revision to approve: <%= it.subject %>',
  'style-revision-approved': 'Your revision was approved: <%= it.subject %>',
  'style-changes-requested': 'Changes asked for on your revision: <%= it.subject %>',
};

/** Submitted for approval (to the owner), approved or changes asked for (to the submitter). */
export const styleApproval = (kind: StyleApprovalKind): EmailTemplate => ({
  subject: SUBJECTS[kind],
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the revision' }) %>`,
});
