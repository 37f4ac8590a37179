/**
 * The public profiles' tables (`public_profiles`, `profile_views`), queried with Kysely. A
 * private profile is found only for its owner: the visibility is part of the query.
 */
import type { DirectoryQuery } from '@atelier/api-contract';
import { DIRECTORY_PAGE_SIZE } from '@atelier/api-contract';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { firstViewToday } from '../../platform/daily-viewers';
import { createListTotals } from '../../platform/database/list-totals';
import type { DB, PublicProfilesTable } from '../../platform/database/schema';
import type { ProfileFields } from './public-profile-fields';

export type PublicProfileRow = Omit<
  Selectable<PublicProfilesTable>,
  'search_document' | 'search_words'
> & { username: string | null };

/** A directory row: the profile, and whether its member is Pro (listed first). */
export type DirectoryRow = PublicProfileRow & { is_pro: boolean };

const COLUMNS = [
  'p.user_id',
  'p.role',
  'p.full_name',
  'p.profession',
  'p.location',
  'p.availability',
  'p.bio',
  'p.categories',
  'p.skills',
  'p.services',
  'p.languages',
  'p.hourly_rate',
  'p.currency',
  'p.open_to_full_time',
  'p.open_to_remote',
  'p.years_experience',
  'p.linkedin',
  'p.instagram',
  'p.website',
  'p.contact_email',
  'p.phone',
  'p.photo_key',
  'p.is_public',
  'p.show_contact_info',
  'p.allow_downloads',
  'p.views',
  'p.created_at',
  'p.updated_at',
  'u.username',
] as const;

const nullIfEmpty = (text: string) => (text === '' ? null : text);

function columnsOf(fields: ProfileFields, photoKey: string | null) {
  return {
    full_name: fields.fullName,
    profession: fields.profession,
    location: fields.location,
    availability: fields.availability,
    bio: fields.bio,
    categories: fields.categories,
    skills: fields.skills,
    services: fields.services,
    languages: fields.languages,
    hourly_rate: fields.hourlyRate,
    currency: fields.currency,
    open_to_full_time: fields.openToFullTime,
    open_to_remote: fields.openToRemote,
    years_experience: fields.yearsExperience,
    linkedin: nullIfEmpty(fields.socialLinks.linkedin),
    instagram: nullIfEmpty(fields.socialLinks.instagram),
    website: nullIfEmpty(fields.socialLinks.website),
    contact_email: nullIfEmpty(fields.contactEmail),
    phone: nullIfEmpty(fields.phone),
    photo_key: photoKey,
    is_public: fields.isPublic,
    show_contact_info: fields.showContactInfo,
    allow_downloads: fields.allowDownloads,
  };
}

/** Characters LIKE reads as wildcards, escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the directory shows of a supplier (their supplier profile and services). */
export interface SupplierListing {
  name: string;
  profession: string;
  location: string;
  description: string;
  categories: string[];
  capabilities: string[];
  services: string[];
}

export function createPublicProfilesRepository(db: Kysely<DB>) {
  const listTotals = createListTotals();
  const withUsername = () =>
    db.selectFrom('public_profiles as p').innerJoin('user_profiles as u', 'u.id', 'p.user_id');

  return {
    /**
     * Public freelancer profiles sharing a term with `terms` (lower case: a client's job skills and
     * categories) among their skills and categories, those sharing most first, at most `limit`;
     * the dashboard's recommendations rank them per job (dashboards/recommendations.ts).
     */
    matchingFreelancers(terms: readonly string[], limit: number): Promise<PublicProfileRow[]> {
      if (terms.length === 0) return Promise.resolve([]);
      const shared = sql<number>`(SELECT count(*) FROM unnest(p.skills || p.categories) AS t(term)
        WHERE lower(t.term) = ANY(${[...terms]}::text[]))`;
      return withUsername()
        .select(COLUMNS)
        .where('p.is_public', '=', true)
        .where('p.role', '=', 'freelancer')
        .where(shared, '>', 0)
        .orderBy(shared, 'desc')
        .orderBy('p.updated_at', 'desc')
        .orderBy('p.user_id', 'asc')
        .limit(limit)
        .execute();
    },

    /** The contact e-mail each of `userIds` shows on a public profile (only those who do). */
    async shownContactEmails(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('public_profiles')
        .select(['user_id', 'contact_email'])
        .where('user_id', 'in', [...userIds])
        .where('is_public', '=', true)
        .where('show_contact_info', '=', true)
        .where('contact_email', 'is not', null)
        .execute();
      return new Map(
        rows.flatMap((row) =>
          row.contact_email === null ? [] : [[row.user_id, row.contact_email] as const],
        ),
      );
    },

    findOwn(userId: string): Promise<PublicProfileRow | undefined> {
      return withUsername().select(COLUMNS).where('p.user_id', '=', userId).executeTakeFirst();
    },

    /** Inserts or replaces the owner's profile. */
    async save(
      userId: string,
      role: 'freelancer' | 'supplier',
      fields: ProfileFields,
      photoKey: string | null,
    ): Promise<void> {
      const columns = columnsOf(fields, photoKey);
      listTotals.forget();
      await db
        .insertInto('public_profiles')
        .values({ ...columns, user_id: userId, role })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ ...columns, role, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    /**
     * A supplier's directory entry, from their supplier profile and services (companies):
     * the directory's fields only, so a profile the supplier saved with Manage Profile keeps
     * its other fields. Only for a user with a profile row (the foreign key's).
     */
    async saveSupplierListing(userId: string, listing: SupplierListing): Promise<void> {
      const columns = {
        full_name: listing.name,
        profession: listing.profession,
        location: listing.location,
        bio: listing.description,
        categories: listing.categories,
        skills: listing.capabilities,
        services: listing.services,
      };
      listTotals.forget();
      await db
        .insertInto('public_profiles')
        .columns(['user_id', 'role', ...(Object.keys(columns) as (keyof typeof columns)[])])
        .expression((eb) =>
          eb
            .selectFrom('user_profiles')
            .select([
              'id',
              sql.lit('supplier').as('role'),
              sql.val(columns.full_name).as('full_name'),
              sql.val(columns.profession).as('profession'),
              sql.val(columns.location).as('location'),
              sql.val(columns.bio).as('bio'),
              sql<string[]>`${columns.categories}::text[]`.as('categories'),
              sql<string[]>`${columns.skills}::text[]`.as('skills'),
              sql<string[]>`${columns.services}::text[]`.as('services'),
            ])
            .where('id', '=', userId),
        )
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ ...columns, updated_at: sql<Date>`now()` })
            .where('public_profiles.role', '=', 'supplier'),
        )
        .execute();
    },

    async saveSettings(
      userId: string,
      settings: { isPublic?: boolean; showContactInfo?: boolean; allowDownloads?: boolean },
    ): Promise<boolean> {
      listTotals.forget();
      const result = await db
        .updateTable('public_profiles')
        .set({
          ...(settings.isPublic !== undefined && { is_public: settings.isPublic }),
          ...(settings.showContactInfo !== undefined && {
            show_contact_info: settings.showContactInfo,
          }),
          ...(settings.allowDownloads !== undefined && {
            allow_downloads: settings.allowDownloads,
          }),
          updated_at: sql<Date>`now()`,
        })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The public profile at `username`, read without counting a view (the prerendered page). */
    findPublic(username: string): Promise<PublicProfileRow | undefined> {
      return withUsername()
        .select(COLUMNS)
        .where('u.username', '=', username)
        .where('p.is_public', '=', true)
        .executeTakeFirst();
    },

    /**
     * The profile at `username` when public, or when `readerId` owns it; a reader other than
     * the owner counts a view (the total and the day's), once a day per `viewer`
     * (platform/daily-viewers.ts), in one transaction.
     */
    async findForReader(
      username: string,
      readerId: string | null,
      viewer: string,
    ): Promise<PublicProfileRow | undefined> {
      const row = await withUsername()
        .select(COLUMNS)
        .where('u.username', '=', username)
        .where((eb) =>
          readerId === null
            ? eb('p.is_public', '=', true)
            : eb.or([eb('p.is_public', '=', true), eb('p.user_id', '=', readerId)]),
        )
        .executeTakeFirst();
      if (row === undefined || row.user_id === readerId) return row;
      const counted = await db.transaction().execute(async (tx) => {
        if (!(await firstViewToday(tx, `profile:${row.user_id}`, viewer))) return false;
        await tx
          .updateTable('public_profiles')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('user_id', '=', row.user_id)
          .execute();
        await tx
          .insertInto('profile_views')
          .values({ user_id: row.user_id, day: sql<string>`current_date`, views: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'day'])
              .doUpdateSet((eb) => ({ views: eb('profile_views.views', '+', 1) })),
          )
          .execute();
        return true;
      });
      return counted ? { ...row, views: row.views + 1 } : row;
    },

    /** The profile's views: the total, and per day (UTC) from `since` on. */
    async viewsOf(
      userId: string,
      since: string,
    ): Promise<{ total: number; days: { day: string; views: number }[] }> {
      const [total, days] = await Promise.all([
        db
          .selectFrom('public_profiles')
          .select('views')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('profile_views')
          .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'views'])
          .where('user_id', '=', userId)
          .where('day', '>=', sql<Date>`${since}::date`)
          .execute(),
      ]);
      return { total: total?.views ?? 0, days };
    },

    /**
     * /explore: public profiles, searched (full-text on profession, name, skills, services;
     * only when nothing matches, close spellings of name and profession) and filtered; Pro
     * members (`isPro`: billing's condition on a user id) first, then the most recently updated,
     * each row with `is_pro`. One statement per page: the Pro members of the page and the others
     * are two ordered branches of one UNION ALL, each an index scan of
     * `public_profiles_directory` that stops at its share of the page (a page past the Pro
     * members reads only the others). Totals, and how many of them are Pro, are kept a few
     * seconds (LIST_TOTAL_TTL_MS).
     */
    async directory(
      query: DirectoryQuery,
      isPro: (userId: Expression<string>) => Expression<SqlBool>,
    ): Promise<{ rows: DirectoryRow[]; total: number; similar: boolean }> {
      const words = query.q?.trim() ?? '';
      const location = query.location?.trim() ?? '';
      const filtersKey = JSON.stringify([query.role, query.category, location, query.availability]);
      const filtered = (search: Expression<SqlBool> | undefined) => {
        let listed = db.selectFrom('public_profiles as p').where('p.is_public', '=', true);
        if (query.role !== undefined) listed = listed.where('p.role', '=', query.role);
        if (query.category !== undefined) {
          listed = listed.where(sql<SqlBool>`p.categories @> ARRAY[${query.category}]::text[]`);
        }
        if (location !== '') {
          listed = listed.where('p.location', 'ilike', `%${likeEscaped(location)}%`);
        }
        if (query.availability !== undefined) {
          listed = listed.where('p.availability', '=', query.availability);
        }
        return search === undefined ? listed : listed.where(search);
      };
      type Listed = ReturnType<typeof filtered>;
      const countOf = (key: string, listed: Listed) =>
        listTotals.of(key, async () => {
          const { total } = await listed
            .select((eb) => eb.fn.countAll<string | number>().as('total'))
            .executeTakeFirstOrThrow();
          return Number(total);
        });

      let search: Expression<SqlBool> | undefined;
      let searchKey = `all ${filtersKey}`;
      let total: number;
      let similar = false;
      if (words === '') {
        total = await countOf(searchKey, filtered(undefined));
      } else {
        search = sql<SqlBool>`p.search_document @@ websearch_to_tsquery('english', ${words})`;
        searchKey = `text ${words} ${filtersKey}`;
        total = await countOf(searchKey, filtered(search));
        if (total === 0) {
          search = sql<SqlBool>`${words.toLowerCase()} <% p.search_words`;
          searchKey = `spelling ${words} ${filtersKey}`;
          total = await countOf(searchKey, filtered(search));
          similar = total > 0;
        }
      }
      if (total === 0) return { rows: [], total: 0, similar };

      const pro = isPro(sql.ref('p.user_id'));
      // Kept with the totals (a subscription that starts or ends shows within their
      // LIST_TOTAL_TTL_MS, as another instance's writes do).
      const proTotal = await countOf(`pro ${searchKey}`, filtered(search).where(pro));
      const branch = (members: boolean, limit: number, offset: number) =>
        filtered(search)
          .where(members ? pro : sql<SqlBool>`NOT ${pro}`)
          .innerJoin('user_profiles as u', 'u.id', 'p.user_id')
          .select([...COLUMNS, sql<boolean>`${sql.lit(members)}`.as('is_pro')])
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.user_id', 'asc')
          .limit(limit)
          .offset(offset);
      const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
      if (offset >= proTotal) {
        const rows = await branch(false, DIRECTORY_PAGE_SIZE, offset - proTotal).execute();
        return { rows, total, similar };
      }
      const others = Math.max(0, DIRECTORY_PAGE_SIZE - (proTotal - offset));
      const members = branch(true, DIRECTORY_PAGE_SIZE, offset);
      const both =
        others === 0 ? sql`${members}` : sql`(${members} UNION ALL ${branch(false, others, 0)})`;
      const rows = await db
        .selectFrom(sql<DirectoryRow>`${both}`.as('page'))
        .selectAll()
        .orderBy('page.is_pro', 'desc')
        .orderBy('page.updated_at', 'desc')
        .orderBy('page.user_id', 'asc')
        .execute();
      return { rows, total, similar };
    },
  };
}

export type PublicProfilesRepository = ReturnType<typeof createPublicProfilesRepository>;
