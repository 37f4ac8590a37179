import type { EmailTemplate } from '../render';

/** Issue 43: an admin approved or refused the recipient's supplier verification. */
export const verificationDecided = (decision: 'approved' | 'refused'): EmailTemplate => ({
  subject:
    decision === 'approved'
      ? 'Your business is verified on Atelier'
      : 'Your supplier verification was refused',
  body: `Hello <%= it.name %>,

<%= it.news %>.

<%~ include('@button', { href: it.link, label: 'See your notifications' }) %>`,
});
