import { EMAIL_TEXTS } from './texts';

/** Where an address was left: the PLM boxes, or the footer's 'Stay Updated' box. */
export type WaitlistSource = 'plm' | 'newsletter';

/** How long a box shows its confirmation before clearing (spec 000, section 9). */
export const CONFIRMATION_MS = 3000;

/** The longest address mail systems accept (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

// The browser's own rule for type="email" (WHATWG HTML), plus a dot in the domain: a visitor who
// types "ana@studio" has not finished typing, and auth-service would refuse it.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type EmailCheck =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'valid'; email: string };

/**
 * What a box does with what was typed: nothing when it is empty or blank (the first PLM box acts
 * only on non-empty text, spec 000, section 5), a message when it is not an address, otherwise
 * the address without surrounding spaces.
 */
export function checkWaitlistEmail(typed: string): EmailCheck {
  const email = typed.trim();
  if (email === '') return { kind: 'empty' };
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { kind: 'invalid', message: EMAIL_TEXTS.invalid };
  }
  return { kind: 'valid', email };
}

/** What went wrong with a sign-up the service refused or never answered, and what to do. */
export interface JoinFailure {
  /** The address itself was refused (400): shown on the field. */
  onField: boolean;
  message: string;
}

/**
 * The message for a failed `POST /api/waitlist`, from RTK Query's error: 400 is an address the
 * service refused, 429 is its rate limit, anything else (5xx, no answer) is worth trying again.
 */
export function joinFailure(error: unknown): JoinFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 400) return { onField: true, message: EMAIL_TEXTS.invalid };
  if (status === 429) return { onField: false, message: EMAIL_TEXTS.rateLimited };
  return { onField: false, message: EMAIL_TEXTS.tryAgain };
}
