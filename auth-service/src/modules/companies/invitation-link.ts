/**
 * The token an invitation e-mail's link carries (issue 21): the invitation's id and an
 * HMAC-SHA256 of it under `MAIL_SIGNING_SECRET`. It is bound to that one invitation (the
 * signature names it), nobody without the secret can make one, and it is used up with the
 * invitation: accepting (or withdrawing) deletes the row, so the same link cannot join twice.
 * Nothing is stored: the token is made again from the id whenever it is checked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, invitationId: string) =>
  createHmac('sha256', secret).update(`team-invitation\n${invitationId}`).digest('base64url');

/** The link token of invitation `invitationId`. */
export function invitationLinkToken(secret: string, invitationId: string): string {
  return `${invitationId}.${signatureOf(secret, invitationId)}`;
}

/** The invitation a link token names, or undefined when it is malformed or forged. */
export function invitationOfLinkToken(
  secret: string | undefined,
  token: string,
): string | undefined {
  if (secret === undefined) return undefined;
  const [invitationId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(invitationId)) return undefined;
  const expected = Buffer.from(signatureOf(secret, invitationId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? invitationId
    : undefined;
}
