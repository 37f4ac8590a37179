import type { EmailTemplate } from '../render';

/** Someone applied to (or answered) one of the recipient's listings. */
export const applicationReceived: EmailTemplate = {
  subject: 'New application for <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.actorName %> applied to <%= it.subject %>.

<%~ include('@button', { href: it.link, label: 'Review the application' }) %>`,
};
