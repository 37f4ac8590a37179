import type { EmailTemplate } from '../render';

/** One of the recipient's products sold (and a large payment, worded by the notification). */
export const productSold: EmailTemplate = {
  subject: 'You made a sale on Atelier',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See your earnings' }) %>`,
};
