/**
 * Who is Pro: the one rule (issue 43, items 8 and 11), as a SQL condition on a user id so that a
 * check (`isPro`), a write's transaction (a Starter allowance) and a list that orders by it (the
 * directory) all run the same statement text. A user is Pro when
 *
 * - their own subscription's status is Pro (`active` or `trialing`: api-contract's
 *   `PRO_SUBSCRIPTION_STATUSES`), or
 * - they belong to a company (`company_members`) one of whose owners' subscription is Pro: a
 *   company's Brand Pro covers its whole team.
 *
 * Nothing is copied: a member removed from the company (or leaving it, or the owner's
 * subscription ending) stops being covered with the next statement.
 *
 * Reading `company_members` and `companies` here is the one place billing reads the companies
 * module's tables (see the modules README): the coverage has to be part of the same SQL as the
 * list's page and of the allowance's transaction, which a service call cannot be. Read only.
 */
import { PRO_SUBSCRIPTION_STATUSES } from '@atelier/api-contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../platform/database/schema';

const PRO_STATUSES = sql.join(PRO_SUBSCRIPTION_STATUSES.map((status) => sql.lit(status)));

/** `companyId` has an owner whose own subscription is Pro: its Brand Pro covers the team. */
function companyIsCovered(companyId: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM company_members AS pro_owner
    JOIN subscriptions AS pro_owner_subscription
      ON pro_owner_subscription.user_id = pro_owner.user_id
      AND pro_owner_subscription.status IN (${PRO_STATUSES})
    WHERE pro_owner.company_id = ${companyId} AND pro_owner.role = 'owner')`;
}

/**
 * `userId` is Pro (their own subscription, or their company owner's), as a condition another
 * module's list query can hold: index look-ups by the subscription's and the membership's
 * primary keys and the membership's company index.
 */
export function proMemberCondition(userId: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM subscriptions AS pro_own
      WHERE pro_own.user_id = ${userId} AND pro_own.status IN (${PRO_STATUSES}))
    OR EXISTS (SELECT 1 FROM company_members AS pro_member
      WHERE pro_member.user_id = ${userId}
        AND ${companyIsCovered(sql.ref('pro_member.company_id'))}))`;
}

/** Whether `userId` is Pro, on `db` (a transaction when a write depends on it). */
export async function isProOn(db: Kysely<DB>, userId: string): Promise<boolean> {
  const { rows } = await sql<{ pro: boolean }>`SELECT ${proMemberCondition(
    sql.val(userId),
  )} AS pro`.execute(db);
  return rows[0]?.pro === true;
}

/** The users among `userIds` who are Pro (one statement). */
export async function proAmong(db: Kysely<DB>, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<{ user_id: string }>`SELECT candidate.user_id
    FROM unnest(${sql.val(userIds)}::uuid[]) AS candidate (user_id)
    WHERE ${proMemberCondition(sql.ref('candidate.user_id'))}`.execute(db);
  return rows.map((row) => row.user_id);
}

/** A company whose Brand Pro covers a member: what their subscription page names. */
export interface CompanyCover {
  companyId: string;
  companyName: string;
}

/**
 * The company whose owner's Pro subscription covers `userId`, when they are a member (not an
 * owner) of one; undefined otherwise. Their own subscription is not looked at.
 */
export async function companyCoverOf(
  db: Kysely<DB>,
  userId: string,
): Promise<CompanyCover | undefined> {
  const { rows } = await sql<{ id: string; name: string }>`SELECT company.id, company.name
    FROM company_members AS pro_member
    JOIN companies AS company ON company.id = pro_member.company_id
    WHERE pro_member.user_id = ${userId} AND pro_member.role = 'member'
      AND ${companyIsCovered(sql.ref('company.id'))}`.execute(db);
  const row = rows[0];
  return row === undefined ? undefined : { companyId: row.id, companyName: row.name };
}
