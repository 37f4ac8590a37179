import type { EmailTemplate } from '../render';

/** A supplier sent a quote for one of the recipient's requests. */
export const quoteReceived: EmailTemplate = {
  subject: 'New quote for <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.actorName %> sent a quote for <%= it.subject %>.

<%~ include('@button', { href: it.link, label: 'Review the quote' }) %>`,
};
