import type { EmailTemplate } from '../render';

/**
 * PLM is live (issue 38): to each PLM waitlist address, once. The early-access benefits are the
 * landing's (spec 000, section 1: a free 3-month trial at launch, priority onboarding and
 * support, exclusive beta features). The address may have no account.
 */
export const plmLaunch: EmailTemplate = {
  subject: 'Atelier PLM is live',
  body: `Hello,

Atelier PLM, the product lifecycle management tool you joined the waitlist for, is ready: styles, tech packs and samples in one place, for designers, brands and suppliers.

As an early-access member you get a free 3-month trial at launch, priority onboarding and support, and exclusive beta features.

<%~ include('@button', { href: it.link, label: 'Open Atelier PLM' }) %>

Sign in, or sign up with this address if you have no Atelier account yet.`,
};

/** Under the PLM announcement: why it came (the waitlist), and the one-click way off it. */
export const waitlistFooter: EmailTemplate['body'] = `You receive this e-mail because <%= it.email %> joined the Atelier PLM waitlist.

<%~ include('@link', { href: it.unsubscribeLink, label: 'Unsubscribe from the PLM waitlist' }) %>`;
