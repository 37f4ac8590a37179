import type { EmailTemplate } from '../render';

/**
 * A company invited this address to its team; the address may have no account yet. Whoever
 * signs up (or in) with it and verifies it is offered to join on the role screen.
 */
export const teamInvitation: EmailTemplate = {
  subject: '<%= it.inviterName %> invited you to join <%= it.companyName %> on Atelier',
  body: `Hello,

<%= it.inviterName %> invited <%= it.email %> to join the team of <%= it.companyName %> on Atelier, the platform where fashion brands, designers and suppliers work together.

Sign up with this address, or sign in if you already have an account with it, and confirm the address when Atelier asks: you then join <%= it.companyName %> as a client.

<%~ include('@button', { href: it.link, label: 'Join ' + it.companyName }) %>

If you did not expect this invitation, ignore this e-mail.`,
};
