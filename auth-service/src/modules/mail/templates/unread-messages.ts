import type { EmailTemplate } from '../render';

/** New messages of one conversation that stayed unread past the delay: one e-mail for all. */
export const unreadMessages: EmailTemplate = {
  subject:
    '<%= it.senderName %> sent you <%= it.count === 1 ? "a message" : it.count + " messages" %> on Atelier',
  body: `Hello <%= it.name %>,

<%= it.senderName %> sent you <%= it.count === 1 ? "a message" : it.count + " messages" %> you have not read yet:

“<%= it.excerpt %>”

<%~ include('@button', { href: it.link, label: 'Read and reply' }) %>`,
};
