import type { EmailTemplate } from '../render';

/** Issue 39: someone mentioned the recipient in a comment on a style they work on. */
export const styleMention: EmailTemplate = {
  subject: '<%= it.actorName %> mentioned you on <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'Read the comment' }) %>`,
};
