import type { EmailTemplate } from '../render';

/**
 * The recipient's application or quote moved: shortlisted, an interview with its time, hired, or
 * rejected with the reason (`it.news` is the notification's own sentence, which words each).
 */
export const applicationStatusChanged: EmailTemplate = {
  subject: 'News about <%= it.subject %>',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See the details' }) %>`,
};
