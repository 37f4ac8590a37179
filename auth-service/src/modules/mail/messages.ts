/** Every text the mail module answers with. */
import type { EmailPreference, UnsubscribeList } from './unsubscribe';

/** What each preference is called in Settings (shared-ui/src/settings/AccountSettings.tsx). */
export const PREFERENCE_LABELS: Record<EmailPreference, string> = {
  emailMessages: 'Email me about new messages',
  emailApplications: 'Email me about applications and supplier responses',
  emailRequests: 'Email me about client requests and job matches',
  emailSales: 'Email me about sales and orders',
  productUpdates: 'Email me platform news and PLM launch updates',
};

/** What each unsubscribe link names: a Settings preference, or the PLM waitlist. */
export const LIST_LABELS: Record<UnsubscribeList, string> = {
  ...PREFERENCE_LABELS,
  plmWaitlist: 'the Atelier PLM waitlist',
};

export const MAIL_MESSAGES = {
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (label: string) =>
    `Stop these e-mails? You will no longer receive e-mails for “${label}”.`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (label: string) =>
    `Done: you will no longer receive e-mails for “${label}”. You can turn them on again in your Atelier settings.`,
  leftWaitlist:
    'Done: this address is off the Atelier PLM waitlist and will receive no more e-mails from it.',
  invalidLink:
    'This unsubscribe link is not valid. Change your e-mail settings in Atelier instead.',
} as const;
