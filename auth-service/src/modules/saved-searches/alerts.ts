/**
 * Saved searches' alerts (issue 40), as durable scheduled work (platform/scheduled-work.ts): one
 * `saved-searches.scan` row, claimed by one instance at a time, runs the searches whose alert is
 * due and reschedules itself (at the next due alert, or after `SCAN_INTERVAL_MS` at most, for
 * items that become visible later). A published request brings the scan forward to now.
 *
 * Matching is the list's own search (`RequestsSearch`: the requests module's `search`, with its
 * visibility rules), newest first, of items published since the alert was turned on; of those,
 * only public ones are e-mailed (never confidential or invite-only ones, never the reader's own,
 * which the list's search leaves out already). Each search's period is claimed, its items
 * recorded as sent and the e-mail decided in one transaction: an item is never sent twice for
 * one search, and two instances never send one period twice.
 */
import type { RequestsQuery } from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import { scheduleWork } from '../../platform/scheduled-work';
import type { SavedSearchAlertPayload } from '../mail/service';
import { alertAfterSending } from './alert-times';
import type { SavedSearchRow, SavedSearchesRepository } from './repository';

export const SCAN_WORK = 'saved-searches.scan';
const SCAN_KEY = 'scan';
/** The longest wait between two scans. */
export const SCAN_INTERVAL_MS = 15 * 60 * 1000;
/** Searches run per scan (the next scan goes on with the rest). */
const SEARCHES_PER_SCAN = 200;
/** Pages of the list read per search (newest first): at most this many pages of new items. */
const PAGES_PER_SEARCH = 5;
/** Items one search lists in one e-mail. */
const ITEMS_PER_EMAIL = 20;

/** A request as the alerts read it from the list's search. */
export interface SearchedRequest {
  id: string;
  title: string;
  visibility: string;
  published_at: Date | null;
}

export interface AlertsDependencies {
  kysely: Kysely<DB>;
  repository: SavedSearchesRepository;
  now: () => Date;
  /** The requests list's own search, as `readerId` runs it. */
  searchRequests: (
    readerId: string,
    query: RequestsQuery,
  ) => Promise<{ rows: SearchedRequest[]; total: number }>;
  /** The mail module's decision, in the caller's transaction. */
  decide: (tx: Kysely<DB>, payload: SavedSearchAlertPayload) => Promise<void>;
}

interface Match {
  search: SavedSearchRow;
  items: { id: string; title: string }[];
}

/** Schedules a scan at `runAt`, unless one is pending already (it keeps its time). */
export function scheduleScan(kysely: Kysely<DB>, runAt: Date, bringForward = false) {
  return scheduleWork(kysely, {
    kind: SCAN_WORK,
    key: SCAN_KEY,
    runAt,
    onConflict: bringForward ? 'replace' : 'keep',
  });
}

export function createAlerts(deps: AlertsDependencies) {
  const { repository } = deps;

  /** The search's new items: matching, public, published since its alert, not sent before. */
  async function newItemsOf(search: SavedSearchRow): Promise<Match['items']> {
    const since = search.alert_since;
    if (since === null) return [];
    const found: SearchedRequest[] = [];
    for (let page = 1; page <= PAGES_PER_SEARCH; page += 1) {
      const { rows, total } = await deps.searchRequests(search.owner_id, {
        ...(search.query as Omit<RequestsQuery, 'page'>),
        page,
      });
      const fresh = rows.filter((row) => row.published_at !== null && row.published_at >= since);
      found.push(...fresh);
      // Newest first: once a page reaches older items, later pages hold only older ones.
      if (fresh.length < rows.length || found.length >= total || rows.length === 0) break;
    }
    const visible = found.filter((row) => row.visibility === 'public');
    const sent = await repository.sentOf(
      search.id,
      visible.map((row) => row.id),
    );
    return visible
      .filter((row) => !sent.has(row.id))
      .slice(0, ITEMS_PER_EMAIL)
      .map((row) => ({ id: row.id, title: row.title }));
  }

  /**
   * In `trx`: claims each search's period and records its items as sent; answers what to e-mail
   * (only searches this claim won, only items not sent before).
   */
  async function claim(trx: Kysely<DB>, matches: Match[], now: Date): Promise<Match[]> {
    const claimed: Match[] = [];
    for (const match of matches) {
      const { alert } = match.search;
      if (alert === 'off') continue;
      if (!(await repository.claimPeriod(trx, match.search, alertAfterSending(alert, now)))) {
        continue;
      }
      const fresh = await repository.recordSent(
        trx,
        match.search.id,
        match.items.map((item) => item.id),
      );
      const items = match.items.filter((item) => fresh.has(item.id));
      if (items.length > 0) claimed.push({ search: match.search, items });
    }
    return claimed;
  }

  const payloadOf = (
    userId: string,
    period: SavedSearchAlertPayload['period'],
    matches: Match[],
  ): SavedSearchAlertPayload => ({
    userId,
    period,
    searches: matches.map((match) => ({ name: match.search.name, items: match.items })),
  });

  /** One instant search: its e-mail, or nothing (its period is not used up by nothing new). */
  async function runInstant(search: SavedSearchRow, now: Date) {
    const items = await newItemsOf(search);
    if (items.length === 0) {
      // Still due, but behind the searches not run for longer (a scan runs a batch at a time).
      await repository.claimPeriod(deps.kysely, search, now);
      return;
    }
    await deps.kysely.transaction().execute(async (trx) => {
      const claimed = await claim(trx, [{ search, items }], now);
      if (claimed.length > 0)
        await deps.decide(trx, payloadOf(search.owner_id, 'instant', claimed));
    });
  }

  /** One user's due daily searches: one digest grouping them by search; the day ends for all. */
  async function runDaily(ownerId: string, searches: SavedSearchRow[], now: Date) {
    const matches: Match[] = [];
    for (const search of searches) matches.push({ search, items: await newItemsOf(search) });
    await deps.kysely.transaction().execute(async (trx) => {
      const claimed = await claim(trx, matches, now);
      if (claimed.length > 0) await deps.decide(trx, payloadOf(ownerId, 'daily', claimed));
    });
  }

  return {
    /** Runs every due alert once, then schedules the next scan. */
    async scan(): Promise<void> {
      const now = deps.now();
      const due = await repository.due(now, SEARCHES_PER_SCAN);
      const daily = new Map<string, SavedSearchRow[]>();
      for (const search of due) {
        if (search.alert === 'instant') await runInstant(search, now);
        else if (search.alert === 'daily') {
          daily.set(search.owner_id, [...(daily.get(search.owner_id) ?? []), search]);
        }
      }
      for (const [ownerId, searches] of daily) await runDaily(ownerId, searches, now);
      const next = await repository.nextDue(now);
      const latest = new Date(now.getTime() + SCAN_INTERVAL_MS);
      const runAt =
        due.length === SEARCHES_PER_SCAN
          ? now
          : next !== undefined && next < latest
            ? next
            : latest;
      await scheduleScan(deps.kysely, runAt);
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
