/**
 * Brand Starter's contacts (spec 000: "contact 1 user per month"): a client on the Starter plan
 * may start a conversation with one new user per calendar month, counted by billing in the
 * transaction that creates the conversation; replies and existing conversations are free, and
 * the other roles are not limited. A refusal is billing's plan-limit reply (402).
 */
import type { BillingService } from '../billing/service';
import { sendStarterLimit, type StarterAllowanceUse } from '../billing/starter-allowances';
import type { ContactLimitReply } from './routes';
import type { ContactAllowance } from './service';

type Refusal = Extract<StarterAllowanceUse, { allowed: false }>;

export function brandStarterContacts(billing: BillingService): {
  allowance: ContactAllowance<Refusal>;
  reply: ContactLimitReply;
} {
  return {
    allowance: {
      async useNewContact(tx, caller) {
        if (caller.role !== 'client') return undefined;
        const use = await billing.useStarterAllowance(tx, caller.id, 'new-contact');
        return use.allowed ? undefined : use;
      },
    },
    reply: (reply, refusal) => sendStarterLimit(reply, refusal as Refusal),
  };
}
