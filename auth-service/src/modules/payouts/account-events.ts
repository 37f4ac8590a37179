/**
 * `account.updated` (Connect): a seller's connected account changed at Stripe (onboarding
 * finished, a requirement came due, charges or payouts enabled or disabled, the payout bank
 * account replaced). Billing's webhook verifies the signature, checks the fields read here
 * (`schema`), records the event and runs `apply` in the same transaction; the state applies
 * only when the event is at least as new as the stored one (`stripe_updated`), so an older event
 * delivered late changes nothing, and an account no seller has is ignored.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { connectAccountStateOf } from '../billing/payments/connect-provider';
import type { StripeEventHandler } from '../billing/webhook-events';
import type { PayoutsRepository } from './repository';

const Optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Requirement = Type.String({ minLength: 1, maxLength: 255 });
const Requirements = Optional(Type.Array(Requirement, { maxItems: 500 }));

/** The fields of a Stripe Account object the handler reads. */
export const AccountObject = Type.Object({
  id: Type.String({ pattern: '^acct_[A-Za-z0-9_]{1,250}$' }),
  details_submitted: Type.Boolean(),
  charges_enabled: Type.Boolean(),
  payouts_enabled: Type.Boolean(),
  requirements: Optional(Type.Object({ currently_due: Requirements, past_due: Requirements })),
  external_accounts: Optional(
    Type.Object({
      data: Type.Array(
        Type.Object({
          object: Type.String({ maxLength: 64 }),
          bank_name: Optional(Type.String({ maxLength: 255 })),
          brand: Optional(Type.String({ maxLength: 64 })),
          last4: Optional(Type.String({ pattern: '^[0-9]{4}$' })),
          default_for_currency: Optional(Type.Boolean()),
        }),
        { maxItems: 100 },
      ),
    }),
  ),
});

export function accountUpdatedHandler(
  payouts: PayoutsRepository,
  onChargesDisabled: (accountId: string) => Promise<void> = () => Promise.resolve(),
): StripeEventHandler {
  return {
    // An account that can no longer take charges: the checkouts buyers opened on it expire.
    async afterCommit(event) {
      const object = event.data.object as { id?: unknown; charges_enabled?: unknown };
      if (object.charges_enabled === false && typeof object.id === 'string') {
        await onChargesDisabled(object.id);
      }
    },
    schema: AccountObject,
    async apply(tx, event) {
      const object = event.data.object as Record<string, unknown> & { id: string };
      // A Connect event names its account; one that names another than its object is not ours.
      if (event.account !== undefined && event.account !== object.id) return 'ignored';
      const changed = await payouts.applyAccountEvent(
        tx,
        connectAccountStateOf(object),
        event.created,
      );
      return changed ? 'applied' : 'ignored';
    },
  };
}
