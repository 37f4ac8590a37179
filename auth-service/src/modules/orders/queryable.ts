/**
 * The platform's `Queryable` on a Kysely transaction: scheduled work is written in the caller's
 * transaction (platform/scheduled-work.ts takes a `Queryable`), and this module's transactions
 * are Kysely's.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Queryable } from '../../platform/database/database';
import type { DB } from '../../platform/database/schema';

export function queryableOf(trx: Kysely<DB>): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await trx.executeQuery<T>(CompiledQuery.raw(text, [...params]));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
    async exec(text: string) {
      await trx.executeQuery(CompiledQuery.raw(text));
    },
  };
}
