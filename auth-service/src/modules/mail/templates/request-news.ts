import type { EmailTemplate } from '../render';

/** Issue 43, to a Pro supplier: a big order they may quote on before Starter suppliers. */
export const bigOrderPosted: EmailTemplate = {
  subject: 'New big order: <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the request' }) %>`,
};

/** Issue 43, to a Pro supplier: a brand's direct inquiry, for them only. */
export const directInquiry: EmailTemplate = {
  subject: 'Direct inquiry: <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the inquiry' }) %>`,
};
