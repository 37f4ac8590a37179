/**
 * One-click unsubscribe links (RFC 8058): a link names a user and a preference and carries an
 * HMAC-SHA256 of both under `MAIL_SIGNING_SECRET`, so it works without signing in, for that user
 * and that preference only, and nobody without the secret can make one for someone else.
 * An address without an account (the PLM waitlist's) has no preferences: its link names the
 * waitlist address's id and the list `plmWaitlist`, and unsubscribing takes it off the waitlist.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationPreferences } from '@atelier/api-contract';

export type EmailPreference = keyof NotificationPreferences;

export const EMAIL_PREFERENCES: readonly EmailPreference[] = [
  'emailMessages',
  'emailApplications',
  'emailRequests',
  'emailSales',
  'productUpdates',
];

export const isEmailPreference = (value: string): value is EmailPreference =>
  (EMAIL_PREFERENCES as readonly string[]).includes(value);

/** The PLM waitlist's list: its addresses have no account, so no preference to turn off. */
export const WAITLIST_LIST = 'plmWaitlist';

/** What a link unsubscribes from: a user's preference, or a waitlist address from the waitlist. */
export type UnsubscribeList = EmailPreference | typeof WAITLIST_LIST;

export const isUnsubscribeList = (value: string): value is UnsubscribeList =>
  value === WAITLIST_LIST || isEmailPreference(value);

export function unsubscribeSignature(secret: string, userId: string, list: UnsubscribeList) {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${userId.toLowerCase()}\n${list}`)
    .digest('base64url');
}

export function verifyUnsubscribe(
  secret: string,
  userId: string,
  list: string,
  token: string,
): list is UnsubscribeList {
  if (!isUnsubscribeList(list)) return false;
  const expected = Buffer.from(unsubscribeSignature(secret, userId, list));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link in the e-mail's footer and its `List-Unsubscribe` header (GET shows, POST acts). */
export function unsubscribeLink(
  publicOrigin: string,
  secret: string,
  userId: string,
  list: UnsubscribeList,
): string {
  const query = new URLSearchParams({
    user: userId.toLowerCase(),
    list,
    token: unsubscribeSignature(secret, userId, list),
  });
  return `${publicOrigin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
