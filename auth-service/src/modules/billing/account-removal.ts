/**
 * What deleting an account does to billing (the order and the other modules are
 * companies/account-deletion.ts): the Stripe customer is deleted at the provider first, which
 * cancels a live subscription at once, so nothing is charged after the account is gone; then the
 * customer link, the subscription, one-time orders, subscription payments and Starter allowance
 * uses are deleted here. Stripe keeps its own records of past payments, as the law requires.
 *
 * The provider call comes before anything is deleted anywhere: a provider that does not answer
 * throws `BillingRemovalError` and the account is left whole, for the user to try again.
 */
import type { FastifyInstance } from 'fastify';

export class BillingRemovalError extends Error {
  constructor(cause: unknown) {
    super('The payments provider could not delete the customer', { cause });
    this.name = 'BillingRemovalError';
  }
}

export async function removeBillingAccountData(
  fastify: FastifyInstance,
  userId: string,
): Promise<void> {
  const customerId = await fastify.billing.customerOf(userId);
  if (customerId !== undefined && fastify.payments !== null) {
    try {
      await fastify.payments.deleteCustomer(customerId);
    } catch (error) {
      throw new BillingRemovalError(error);
    }
  }
  await fastify.db.transaction(async (tx) => {
    for (const table of [
      'subscriptions',
      'orders',
      'subscription_payments',
      'starter_allowance_uses',
      'stripe_customers',
    ]) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    }
  });
}
