/**
 * Saved searches and the items their alerts sent (`saved_searches`, `saved_search_sent_items`),
 * queried with Kysely only. Ownership is in every query: another user's search is not found.
 * `alert_since` is the database's time, like the `published_at` it is compared with;
 * `alert_after` the service's clock, which scheduled work runs by.
 */
import type {
  RequestSearchFilters,
  SavedSearchAlert,
  SavedSearchBody,
} from '@atelier/api-contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SavedSearchesTable } from '../../platform/database/schema';
import { alertAfterOf } from './alert-times';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

export function createSavedSearchesRepository(db: Kysely<DB>) {
  return {
    listOwn(ownerId: string): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    async countOwn(ownerId: string): Promise<number> {
      const { count } = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    insert(ownerId: string, body: SavedSearchBody, now: Date): Promise<SavedSearchRow> {
      const query: RequestSearchFilters = { ...body.query };
      if (query.q !== undefined) {
        const words = query.q.trim();
        if (words === '') delete query.q;
        else query.q = words;
      }
      return db
        .insertInto('saved_searches')
        .values({
          owner_id: ownerId,
          list: body.list,
          name: body.name.trim(),
          query: JSON.stringify(query),
          alert: body.alert,
          alert_since: body.alert === 'off' ? null : sql<Date>`now()`,
          alert_after: alertAfterOf(body.alert, now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Sets the owner's search's alert. Turned on from off, it watches items published from now on
     * (what was there already is not news); changed between daily and instant, it keeps watching
     * from when it was turned on, and its next e-mail follows the new choice.
     */
    async setAlert(
      id: string,
      ownerId: string,
      alert: SavedSearchAlert,
      now: Date,
    ): Promise<SavedSearchRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('saved_searches')
          .selectAll()
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .forUpdate()
          .executeTakeFirst();
        if (current === undefined) return undefined;
        if (current.alert === alert) return current;
        const wasOff = current.alert === 'off';
        return trx
          .updateTable('saved_searches')
          .set({
            alert,
            alert_since: alert === 'off' ? null : wasOff ? sql<Date>`now()` : current.alert_since,
            alert_after: alertAfterOf(alert, now),
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    },

    /** Every search of a deleted account (their sent items go with them). */
    async removeAll(ownerId: string): Promise<void> {
      await db.deleteFrom('saved_searches').where('owner_id', '=', ownerId).execute();
    },

    /** Searches whose alert may go at `now`, oldest due first. */
    due(now: Date, limit: number): Promise<SavedSearchRow[]> {
      return db
        .selectFrom('saved_searches')
        .selectAll()
        .where('alert', '!=', 'off')
        .where('alert_after', '<=', now)
        .orderBy('alert_after')
        .limit(limit)
        .execute();
    },

    /** When the next alert may go, of those not due at `now`. */
    async nextDue(now: Date): Promise<Date | undefined> {
      const row = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.min('alert_after').as('next'))
        .where('alert', '!=', 'off')
        .where('alert_after', '>', now)
        .executeTakeFirst();
      return row?.next ?? undefined;
    },

    /** Of `itemIds`, those already sent for the search. */
    async sentOf(savedSearchId: string, itemIds: readonly string[]): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('saved_search_sent_items')
        .select('item_id')
        .where('saved_search_id', '=', savedSearchId)
        .where('item_id', 'in', itemIds)
        .execute();
      return new Set(rows.map((row) => row.item_id));
    },

    /**
     * Claims the search's period in `trx`: moves `alert_after` on, only if it is still the one
     * read (another instance claiming the same period finds it moved and sends nothing).
     */
    async claimPeriod(
      trx: Kysely<DB>,
      search: Pick<SavedSearchRow, 'id' | 'alert' | 'alert_after'>,
      next: Date,
    ): Promise<boolean> {
      if (search.alert_after === null) return false;
      const claimed = await trx
        .updateTable('saved_searches')
        .set({ alert_after: next, updated_at: sql<Date>`now()` })
        .where('id', '=', search.id)
        .where('alert', '=', search.alert)
        .where('alert_after', '=', search.alert_after)
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Records items as sent for the search in `trx`; answers those not sent before. */
    async recordSent(
      trx: Kysely<DB>,
      savedSearchId: string,
      itemIds: readonly string[],
    ): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await trx
        .insertInto('saved_search_sent_items')
        .values(itemIds.map((itemId) => ({ saved_search_id: savedSearchId, item_id: itemId })))
        .onConflict((conflict) => conflict.columns(['saved_search_id', 'item_id']).doNothing())
        .returning('item_id')
        .execute();
      return new Set(rows.map((row) => row.item_id));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
