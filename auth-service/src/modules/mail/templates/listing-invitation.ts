import type { EmailTemplate } from '../render';

/** The recipient is invited to answer a listing (an invite-only request or job). */
export const listingInvitation: EmailTemplate = {
  subject: 'You are invited to <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the invitation' }) %>`,
};
