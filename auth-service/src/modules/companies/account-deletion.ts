/**
 * Deleting an account (`DELETE /api/account`), all in this one place and in this order. What
 * happens to each kind of data is in src/modules/README.md ("Deleting an account") and each
 * module's `account-removal.ts`:
 *
 * 0. Billing (billing/account-removal.ts): the Stripe customer is deleted, which cancels a live
 *    subscription at once, before anything else, so a provider that does not answer leaves the
 *    account whole (`BillingRemovalError`: the route answers 502 and the user tries again).
 * 1. The tombstone (`deleted_accounts`): from now on every token of the account is refused on
 *    every route and instance, no profile is created for it again, and its real-time connections
 *    and tickets are gone.
 * 2. What other users keep a legitimate copy of is closed, withdrawn or anonymised: jobs and
 *    requests closed (drafts deleted), undecided applications and responses withdrawn, decided
 *    ones and the messages others received shown from 'Deleted user', notifications about them
 *    without their id; the user's own notifications deleted.
 * 3. What only the user had is deleted with its files: company membership and a company left
 *    empty, supplier profile and services, saved searches, preferences, catalogue products and favourites, portfolio, public
 *    profile and photo, the payout account's link and support requests, and every file of their applications, responses, requests and messages.
 * 4. The profile row. The caller then deletes the Keycloak user.
 *
 * Safe to repeat: a deletion cut off half way (Keycloak down) is finished by calling it again.
 */
import type { FastifyInstance } from 'fastify';
import { removeBillingAccountData } from '../billing/account-removal';
import { DELETED_MEMBER } from '../profiles/display-name';

export async function deleteAccountData(fastify: FastifyInstance, userId: string): Promise<void> {
  await removeBillingAccountData(fastify, userId);
  await fastify.deletedAccounts.add(userId);
  await fastify.realtime.disconnectDeleted(userId);

  const files = [
    ...(await fastify.jobs.removeUserData(userId, DELETED_MEMBER)),
    ...(await fastify.requests.removeUserData(userId, DELETED_MEMBER)),
    ...(await fastify.messaging.removeUserData(userId, DELETED_MEMBER)),
  ];
  await fastify.notifications.removeUserData(userId, DELETED_MEMBER);
  // Their saved searches and what their alerts sent (issue 40).
  await fastify.savedSearches.removeUserData(userId);

  await fastify.companies.removeUserData(userId);
  await fastify.catalogue.removeUserData(userId);
  await fastify.portfolio.removeUserData(userId);
  // Payouts': the link to their connected account (the Stripe account is the seller's own) and
  // their support requests.
  await fastify.payouts.removeUserData(userId);
  await fastify.publicProfiles.removePhoto(userId);
  for (const key of new Set(files)) await fastify.uploads.remove(key);

  await fastify.profiles.remove(userId);
}
