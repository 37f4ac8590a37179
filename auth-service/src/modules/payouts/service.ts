/**
 * What other modules may read of payouts: whether a seller can take charges (a product may be
 * published with a price, and bought, only then), on which connected account, and whether they
 * asked to be told of large payments.
 */
import type { PayoutsRepository } from './repository';

export function createPayoutsService(payouts: PayoutsRepository) {
  return {
    /** The seller's connected account when it can take charges (direct charges go there). */
    async chargeableAccountOf(userId: string): Promise<string | undefined> {
      const account = await payouts.accountOf(userId);
      return account?.charges_enabled === true ? account.account_id : undefined;
    },
    /** Whether the seller wants an in-app notification for each payment of $100 or more. */
    async largePaymentAlertsOf(userId: string): Promise<boolean> {
      return (await payouts.accountOf(userId))?.large_payment_alerts ?? false;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
