/**
 * Starter allowances (spec 000, plans): what the free plan allows per calendar month (UTC), by
 * audience. Other modules count a use inside the transaction of the action it allows
 * (`billing.useStarterAllowance(trx, ...)`), so the count and the action commit or roll back
 * together, and two simultaneous uses cannot both pass: the counter's row lock orders them and the
 * second sees the first's count. A Pro user (pro-members.ts: their own subscription, or their
 * company's Brand Pro) is never counted.
 */
import {
  STARTER_ALLOWANCE_LIMIT,
  type StarterAllowance,
  type StarterAllowanceName,
  type StarterAllowances,
  type StarterLimitResponse,
} from '@atelier/api-contract';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { Role } from '../../platform/roles';
import { STARTER_LIMIT_MESSAGES } from './messages';
import { isProOn } from './pro-members';

/** The allowances each audience's Starter plan limits. */
export const STARTER_ALLOWANCES_OF: Record<Role, readonly StarterAllowanceName[]> = {
  freelancer: ['application'],
  supplier: ['request-reply'],
  client: ['job-post', 'new-contact'],
  admin: [],
};

/** The first day of `at`'s calendar month in UTC, as a date (`YYYY-MM-01`). */
export function allowanceMonthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/** What a use of an allowance decided: allowed (and counted when Starter), or refused. */
export type StarterAllowanceUse =
  | { allowed: true }
  | { allowed: false; allowance: StarterAllowanceName; limit: number; used: number };

export function createStarterAllowances(kysely: Kysely<DB>, now: () => Date = () => new Date()) {
  return {
    isPro: (userId: string) => isProOn(kysely, userId),

    /**
     * Counts one use of `allowance` by `userId` in `trx` (the transaction of the action it
     * allows), unless the user is Pro. Refused when this month's uses reached the limit; a
     * refusal changes nothing.
     */
    use: async (
      trx: Kysely<DB>,
      userId: string,
      allowance: StarterAllowanceName,
    ): Promise<StarterAllowanceUse> => {
      if (await isProOn(trx, userId)) return { allowed: true };
      const counted = await trx
        .insertInto('starter_allowance_uses')
        .values({ user_id: userId, allowance, month: allowanceMonthOf(now()), used: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'allowance', 'month'])
            .doUpdateSet({ used: sql<number>`starter_allowance_uses.used + 1` })
            .where('starter_allowance_uses.used', '<', STARTER_ALLOWANCE_LIMIT),
        )
        .returning('used')
        .executeTakeFirst();
      return counted !== undefined
        ? { allowed: true }
        : {
            allowed: false,
            allowance,
            limit: STARTER_ALLOWANCE_LIMIT,
            used: STARTER_ALLOWANCE_LIMIT,
          };
    },

    /** The caller's allowances this month, for the screens' "1 of 1 ... used this month". */
    of: async (userId: string, role: Role): Promise<StarterAllowances> => {
      const at = now();
      const pro = await isProOn(kysely, userId);
      const names = STARTER_ALLOWANCES_OF[role];
      const rows =
        names.length === 0
          ? []
          : await kysely
              .selectFrom('starter_allowance_uses')
              .select(['allowance', 'used'])
              .where('user_id', '=', userId)
              .where('month', '=', allowanceMonthOf(at))
              .where('allowance', 'in', names)
              .execute();
      const allowances: StarterAllowance[] = names.map((allowance) => ({
        allowance,
        used: rows.find((row) => row.allowance === allowance)?.used ?? 0,
        limit: pro ? null : STARTER_ALLOWANCE_LIMIT,
      }));
      return { plan: pro ? 'pro' : 'starter', month: allowanceMonthOf(at).slice(0, 7), allowances };
    },
  };
}

export type StarterAllowancesService = ReturnType<typeof createStarterAllowances>;

/** Answers a refused use: 402 with the allowance's message, its limit and this month's uses. */
export function sendStarterLimit(
  reply: FastifyReply,
  refusal: Extract<StarterAllowanceUse, { allowed: false }>,
) {
  const body: StarterLimitResponse = {
    error: 'Payment Required',
    message: STARTER_LIMIT_MESSAGES[refusal.allowance],
    allowance: refusal.allowance,
    limit: refusal.limit,
    used: refusal.used,
  };
  return reply.code(402).send(body);
}
