import type { Identity } from '../../platform/authentication';

/**
 * How a member is named to other users: their full name, else a neutral label. Never their
 * e-mail (issue 25: a member without a name was shown, and found, by their address). An e-mail
 * reaches another user only as the contact e-mail a public profile chose to show
 * (`publicProfiles.shownContactEmails`).
 */
export const UNNAMED_MEMBER = 'Atelier member';

export function displayNameOf(profile: { fullName: string | null } | undefined): string {
  return profile?.fullName ?? UNNAMED_MEMBER;
}

/**
 * How the caller signs what they write for others (a listing's brand, a response, an application,
 * a testimonial, a product, a purchase, a review): their profile's full name, else the token's,
 * else their e-mail (their own account's, written by them).
 */
export async function callerNameOf(
  profiles: { profileOf(identity: Identity): Promise<{ fullName: string | null } | undefined> },
  identity: Identity,
): Promise<string> {
  const profile = await profiles.profileOf(identity);
  return profile?.fullName ?? identity.fullName ?? identity.email ?? '';
}

/** How a deleted account is shown where another user keeps what it wrote (messages, answers). */
export const DELETED_MEMBER = 'Deleted user';
