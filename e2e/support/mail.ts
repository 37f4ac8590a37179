import { expect, type Page } from '@playwright/test';
import { E2E_MAIL_WEB_PORT } from '../../playwright.config';

/** This run's mail catcher (maildev), read through its REST API. */
const MAIL_API = `http://127.0.0.1:${String(E2E_MAIL_WEB_PORT)}/api`;

export interface CaughtEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
}

/** Every e-mail the catcher holds for `address` (the catcher is per run, shared by workers). */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${MAIL_API}/email`);
  if (!response.ok) throw new Error(`mail catcher: ${String(response.status)}`);
  const all = (await response.json()) as CaughtEmail[];
  return all.filter((email) =>
    email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for the e-mails to `address` until `count` have come, and answers them. */
export async function waitForEmails(address: string, count = 1, timeout = 30_000) {
  await expect
    .poll(async () => (await emailsTo(address)).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return emailsTo(address);
}

/** The first link of the e-mail's text part on this platform (Keycloak's or auth-service's). */
export function linkIn(email: CaughtEmail, pattern: RegExp): string {
  const link = [...email.text.matchAll(/https?:\/\/[^\s"<>]+/g)]
    .map(([url]) => url)
    .find((url) => pattern.test(url));
  if (link === undefined) throw new Error(`no link like ${String(pattern)} in "${email.subject}"`);
  return link;
}

/** The raw e-mail's headers (lower-case names, unfolded). */
export async function headersOf(email: CaughtEmail): Promise<Record<string, string>> {
  const source = await (await fetch(`${MAIL_API}/email/${email.id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * After Keycloak's registration form: the realm asks new accounts to verify their address, so
 * the page says to check the inbox; the e-mail's link (opened in the same browser) verifies it
 * and goes on to the app, signed in.
 */
export async function followVerificationEmail(page: Page, email: string) {
  await expect(page.getByText(/check your email/i).first()).toBeVisible({ timeout: 30_000 });
  // Other e-mails may reach the address first (a team invitation): Keycloak's is the one with
  // an action-token link.
  const verifying = (emails: CaughtEmail[]) =>
    emails.find((candidate) => candidate.text.includes('login-actions/action-token'));
  await expect
    .poll(async () => verifying(await emailsTo(email)) !== undefined, { timeout: 30_000 })
    .toBe(true);
  const verification = verifying(await emailsTo(email));
  if (verification === undefined) throw new Error(`no verification e-mail for ${email}`);
  await page.goto(linkIn(verification, /login-actions\/action-token/));
}
