import type { Company, SubscriptionResponse } from '@atelier/api-contract';
import type { SelfServiceRole, UserProfile } from '@atelier/shared-ui';
// The client itself, not shared-ui's shared entry: the boot stays off the design system.
import { requestApi, type ApiRequest } from '@atelier/shared-ui/api';

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

/**
 * One call through shared-ui's API client (the one way to reach auth-service) with the token the
 * caller just took; a refusal or a failure to reach the API throws an AuthServiceError.
 */
async function request<T>(
  url: string,
  token: string,
  init: Pick<ApiRequest, 'method' | 'body' | 'params'> = {},
): Promise<T> {
  const result = await requestApi<T>(
    { url, ...init },
    { getAccessToken: () => Promise.resolve(token) },
  );
  if (result.error === undefined) return result.data;
  const { status, message } = result.error;
  throw new AuthServiceError(status, message === '' ? `auth-service answered ${status}` : message);
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
  await request<null>('/me/verification-email', token, { method: 'POST' });
}

/** The signed-in user's profile (created by auth-service on first sight). */
export function fetchProfile(token: string): Promise<UserProfile> {
  return request<UserProfile>('/me', token);
}

/** Chooses the user's role once, after sign-up. */
export function chooseRole(token: string, role: SelfServiceRole): Promise<UserProfile> {
  return request<UserProfile>('/me/role', token, { method: 'POST', body: { role } });
}

/** `?invitation=<token>` when an invitation e-mail's link names the invitation meant. */
const invitationParams = (linkToken: string | null) => ({ invitation: linkToken ?? undefined });

/**
 * The company that invited the user's email (the one `linkToken` names, when given), which
 * accepting joins; null when none waits. A refused link throws the API's reason (403, 404).
 */
export async function fetchPendingInvitation(
  token: string,
  linkToken: string | null,
): Promise<Company | null> {
  const { company } = await request<{ company: Company | null }>(
    '/companies/invitations/pending',
    token,
    { params: invitationParams(linkToken) },
  );
  return company;
}

/** Joins the company that invited the user's email, with the client role (then refresh). */
export async function acceptInvitation(
  token: string,
  linkToken: string | null,
): Promise<Company | null> {
  const { company } = await request<{ company: Company | null }>(
    '/companies/invitations/accept',
    token,
    { method: 'POST', params: invitationParams(linkToken) },
  );
  return company;
}

/**
 * Whether the user is Pro (spec 000, section 4: premium), as the API decides it: their own
 * subscription active or trialing, or their company's Brand Pro (issue 43, items 8 and 11).
 */
export async function fetchIsPremium(token: string): Promise<boolean> {
  const { isPro } = await request<Pick<SubscriptionResponse, 'isPro'>>('/subscription', token);
  return isPro;
}
