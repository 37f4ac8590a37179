/** Every text the notifications module answers with, and the notifications' own texts. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist.',
} as const;

/** What a notification's payload may hold: who caused it and what it is about. */
export interface NotificationPayload {
  /** The user who caused it (a message's sender, an applicant). */
  actorId?: string;
  actorName?: string;
  /** What it is about: a job's or request's title. */
  subject?: string;
  /** An application's new status, as the applications screen words it. */
  status?: string;
  /** For 'message-received': the conversation. */
  conversationId?: string;
}

const someone = (payload: NotificationPayload) => payload.actorName ?? 'Someone';
const something = (payload: NotificationPayload) => payload.subject ?? 'your listing';

/** The text of each kind of notification. */
export const NOTIFICATION_TEXTS = {
  'application-received': (payload: NotificationPayload) =>
    `${someone(payload)} applied to ${something(payload)}`,
  'application-status-changed': (payload: NotificationPayload) =>
    `Your application to ${something(payload)} is now ${payload.status ?? 'updated'}`,
  'message-received': (payload: NotificationPayload) => `New message from ${someone(payload)}`,
  'listing-invitation': (payload: NotificationPayload) =>
    `${someone(payload)} invited you to ${something(payload)}`,
  'quote-received': (payload: NotificationPayload) =>
    `${someone(payload)} sent a quote for ${something(payload)}`,
} as const;
