/**
 * PLM's launch (issue 38): the one announcement to the PLM waitlist, through the mail module's
 * outbox. Decided here, on this module's tables (`plm_launch`, `waitlist_signups`):
 *
 * - An announcement locks the one `plm_launch` row, sets its date the first time, and marks every
 *   PLM waitlist address that has not had it (`plm_announced_at`), queueing its e-mail in the same
 *   transaction: all or nothing if the process dies, and a second (or concurrent: it waits for the
 *   lock) announcement finds every address marked and queues none.
 * - An address that joins the PLM waitlist after the launch is told at once (its e-mail queued
 *   the same way, once); the landing no longer shows the form by then, but a sign-up may still
 *   come (an open page, the API).
 */
import type { PlmAnnouncement, PlmAnnouncementPreview, PlmLaunch } from '@atelier/api-contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';
import type { MailPort } from '../mail';

export interface PlmLaunchDependencies {
  kysely: Kysely<DB>;
  /** The mail module's decisions (it registers before this module). */
  mail: () => MailPort;
  now: () => Date;
}

export function createPlmLaunch({ kysely, mail, now }: PlmLaunchDependencies) {
  /** Marks the matching PLM waitlist addresses not yet told and queues their e-mails, in `trx`. */
  async function tell(trx: Kysely<DB>, at: Date, email?: string): Promise<number> {
    let update = trx
      .updateTable('waitlist_signups')
      .set({ plm_announced_at: at })
      .where('source', '=', 'plm')
      .where('plm_announced_at', 'is', null);
    if (email !== undefined) update = update.where('email', '=', email);
    const told = await update.returning(['id', 'email']).execute();
    for (const signup of told) {
      await mail().plmAnnounced(trx, { signupId: signup.id, email: signup.email });
    }
    return told.length;
  }

  const announcedAt = async (db: Kysely<DB>) =>
    (await db.selectFrom('plm_launch').select('announced_at').executeTakeFirst())?.announced_at ??
    null;

  return {
    async state(): Promise<PlmLaunch> {
      const at = await announcedAt(kysely);
      return { launched: at !== null, announcedAt: at?.toISOString() ?? null };
    },

    async preview(): Promise<PlmAnnouncementPreview> {
      const [at, waiting] = await Promise.all([
        announcedAt(kysely),
        kysely
          .selectFrom('waitlist_signups')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('source', '=', 'plm')
          .where('plm_announced_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { announcedAt: at?.toISOString() ?? null, waiting: Number(waiting.count) };
    },

    async announce(): Promise<PlmAnnouncement> {
      return kysely.transaction().execute(async (trx) => {
        const at = now();
        // Locks the row: a concurrent announcement or sign-up waits for this one.
        const launch = await trx
          .updateTable('plm_launch')
          .set({ announced_at: sql<Date>`coalesce(announced_at, ${at})` })
          .returning('announced_at')
          .executeTakeFirstOrThrow();
        const queued = await tell(trx, at);
        return { announcedAt: (launch.announced_at ?? at).toISOString(), queued };
      });
    },

    /** After `email` joined the PLM waitlist (committed): once PLM is live, it is told at once. */
    async joined(email: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const launch = await trx
          .selectFrom('plm_launch')
          .select('announced_at')
          .forShare()
          .executeTakeFirst();
        if (launch?.announced_at == null) return;
        await tell(trx, now(), email);
      });
    },

    async isOnPlmWaitlist(signupId: string): Promise<boolean> {
      const row = await kysely
        .selectFrom('waitlist_signups')
        .select('id')
        .where('id', '=', signupId)
        .where('source', '=', 'plm')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The address's one-click unsubscribe: off the PLM waitlist (its pending e-mail then skips). */
    async leavePlmWaitlist(signupId: string): Promise<void> {
      await kysely
        .deleteFrom('waitlist_signups')
        .where('id', '=', signupId)
        .where('source', '=', 'plm')
        .execute();
    },
  };
}

export type PlmLaunchService = ReturnType<typeof createPlmLaunch>;
