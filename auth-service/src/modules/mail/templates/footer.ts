import type { EmailTemplate } from '../render';

/** Under every notification e-mail: why it came, and the one-click way to stop its kind. */
export const notificationFooter: EmailTemplate['body'] = `You receive this e-mail because “<%= it.listLabel %>” is on in your Atelier settings.

<%~ include('@link', { href: it.unsubscribeLink, label: 'Unsubscribe from these e-mails' }) %>`;
