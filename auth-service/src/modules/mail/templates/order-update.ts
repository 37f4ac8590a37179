import type { EmailTemplate } from '../render';

/** A custom order moved: placed, requirements in, delivered, a revision, completed, cancelled, late. */
export const orderUpdate: EmailTemplate = {
  subject: 'Your order on Atelier: <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the order' }) %>`,
};
