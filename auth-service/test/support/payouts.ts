import type { App } from '../../src/app';
import { createPayoutsRepository } from '../../src/modules/payouts/repository';
import { COMPLETED_SANDBOX_ACCOUNT, newSandboxAccountId } from '../../src/modules/payouts/service';

/**
 * Gives `userId` a connected payout account that can take charges (a completed sandbox
 * onboarding), as the payouts webhook would store it: a freelancer may then publish products,
 * and buyers may buy them. Keeps an account the user has already. Answers its id.
 */
export async function givePayoutAccount(app: App, userId: string): Promise<string> {
  const row = await createPayoutsRepository(app.kysely).insertAccount(
    userId,
    newSandboxAccountId(),
    { ...COMPLETED_SANDBOX_ACCOUNT, requirements: [] },
  );
  return row.account_id;
}
