import type { Company } from '@atelier/api-contract';
import type { SelfServiceRole, UserProfile } from '@atelier/shared-ui';

/** What auth-service says when it refuses a request: `{ error, message }`. */
export class AuthServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AuthServiceError';
  }
}

async function request<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  if (!response.ok) {
    let message = `auth-service answered ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // not JSON: keep the status line
    }
    throw new AuthServiceError(response.status, message);
  }
  return (await response.json()) as T;
}

/**
 * auth-service's 403 text for an account whose address is not verified yet (api-contract's
 * UNVERIFIED_EMAIL_MESSAGE; the apps import api-contract's types only, so it is copied here and
 * a test keeps the two equal).
 */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Verify your e-mail address first: open the link in the e-mail we sent you.';

export const isUnverifiedEmail = (error: unknown): boolean =>
  error instanceof AuthServiceError &&
  error.status === 403 &&
  error.message === UNVERIFIED_EMAIL_MESSAGE;

/** Asks Keycloak (through auth-service) for a new verification e-mail. */
export async function sendVerificationEmail(token: string): Promise<void> {
  const response = await fetch('/api/me/verification-email', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok)
    throw new AuthServiceError(response.status, `auth-service answered ${String(response.status)}`);
}

/** The signed-in user's profile (created by auth-service on first sight). */
export function fetchProfile(token: string): Promise<UserProfile> {
  return request<UserProfile>('/api/me', token);
}

/** Chooses the user's role once, after sign-up. */
export function chooseRole(token: string, role: SelfServiceRole): Promise<UserProfile> {
  return request<UserProfile>('/api/me/role', token, {
    method: 'POST',
    body: JSON.stringify({ role }),
  });
}

/** `?invitation=<token>` when an invitation e-mail's link names the invitation meant. */
const invitationQuery = (linkToken: string | null) =>
  linkToken === null ? '' : `?${new URLSearchParams({ invitation: linkToken }).toString()}`;

/**
 * The company that invited the user's email (the one `linkToken` names, when given), which
 * accepting joins; null when none waits. A refused link throws the API's reason (403, 404).
 */
export async function fetchPendingInvitation(
  token: string,
  linkToken: string | null,
): Promise<Company | null> {
  const { company } = await request<{ company: Company | null }>(
    `/api/companies/invitations/pending${invitationQuery(linkToken)}`,
    token,
  );
  return company;
}

/** Joins the company that invited the user's email, with the client role (then refresh). */
export async function acceptInvitation(
  token: string,
  linkToken: string | null,
): Promise<Company | null> {
  const { company } = await request<{ company: Company | null }>(
    `/api/companies/invitations/accept${invitationQuery(linkToken)}`,
    token,
    { method: 'POST' },
  );
  return company;
}

/** Whether the user's subscription is active (spec 000, section 4: premium). */
export async function fetchIsPremium(token: string): Promise<boolean> {
  const { subscription } = await request<{ subscription: { status: string } | null }>(
    '/api/subscription',
    token,
  );
  return subscription?.status === 'active';
}
