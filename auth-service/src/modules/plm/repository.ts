/**
 * PLM's tables (`plm_styles`, `plm_style_revisions`), queried with Kysely. Every read and write
 * names the owner in the query (`StyleOwnerRef`): a style of another owner is not found.
 */
import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type Transaction,
} from 'kysely';
import type {
  CollaboratorRole,
  StyleAccess,
  StyleContent,
  StyleListQuery,
} from '@atelier/api-contract';
import { STYLE_LIMITS } from '@atelier/api-contract';
export { isUniqueViolation as isStyleNumberTaken } from '../../platform/database/unique-violation';
import { coalescedReads } from '../../platform/database/coalesced-reads';
import { createListTotals } from '../../platform/database/list-totals';
import type { DB, PlmStyleRevisionsTable, PlmStylesTable } from '../../platform/database/schema';

export type StyleRow = Omit<Selectable<PlmStylesTable>, 'search_text'>;
export type RevisionRow = Selectable<PlmStyleRevisionsTable>;
export type StyleCardRow = Omit<
  StyleRow,
  'content' | 'created_by' | 'updated_by' | 'updated_by_name' | 'confidential'
>;

/** Whose styles a caller reaches: their own, and their company's when they belong to one. */
export interface StyleOwnerRef {
  userId: string;
  companyId: string | null;
}

/** Where a new style goes: to the caller, or to the caller's company. */
export type NewStyleOwner =
  { kind: 'user'; userId: string } | { kind: 'company'; companyId: string };

export interface Author {
  id: string;
  name: string;
}

export const STYLE_COLUMNS = [
  'id',
  'owner_user_id',
  'owner_company_id',
  'created_by',
  'style_number',
  'name',
  'season',
  'category',
  'status',
  'cover_image_id',
  'revision',
  'content',
  'updated_by',
  'updated_by_name',
  'created_at',
  'updated_at',
  'confidential',
] as const satisfies readonly (keyof StyleRow)[];

const CARD_COLUMNS = [
  'id',
  'owner_user_id',
  'owner_company_id',
  'style_number',
  'name',
  'season',
  'category',
  'status',
  'cover_image_id',
  'revision',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof StyleCardRow)[];

/** The list's columns a save keeps beside the document. */
export const columnsOf = (content: StyleContent) => ({
  style_number: content.styleNumber,
  name: content.name,
  season: content.season,
  category: content.category,
  status: content.status,
  cover_image_id: content.coverImageId,
  content: JSON.stringify(content),
});

/** The styles on `owner`'s side: their own, and their company's. */
const ownedBy = (owner: StyleOwnerRef) => (eb: ExpressionBuilder<DB, 'plm_styles'>) =>
  owner.companyId === null
    ? eb('owner_user_id', '=', owner.userId)
    : eb.or([eb('owner_user_id', '=', owner.userId), eb('owner_company_id', '=', owner.companyId)]);

/** Whether a style's row is on `owner`'s side (theirs or their company's). */
export const isOwnedBy = (
  row: Pick<StyleRow, 'owner_user_id' | 'owner_company_id'>,
  owner: StyleOwnerRef,
): boolean =>
  row.owner_user_id === owner.userId ||
  (row.owner_company_id !== null && row.owner_company_id === owner.companyId);

/**
 * The styles `owner` reaches: on their side, or shared with them (issue 39); a confidential one
 * shared with them as a reviewer only once they accepted its NDA (on the style, or with their
 * response to a request made from it).
 */
const reachableBy = (owner: StyleOwnerRef) => (eb: ExpressionBuilder<DB, 'plm_styles'>) =>
  eb.or([
    ownedBy(owner)(eb),
    eb.and([
      eb(
        'id',
        'in',
        eb
          .selectFrom('plm_style_collaborators')
          .select('style_id')
          .where('user_id', '=', owner.userId),
      ),
      eb.or([
        eb('confidential', '=', false),
        eb(
          'id',
          'in',
          eb
            .selectFrom('plm_style_collaborators')
            .select('style_id')
            .where('user_id', '=', owner.userId)
            .where('role', '=', 'editor'),
        ),
        eb(
          'id',
          'in',
          eb.selectFrom('plm_style_ndas').select('style_id').where('user_id', '=', owner.userId),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('plm_style_requests')
            .innerJoin(
              'request_responses',
              'request_responses.request_id',
              'plm_style_requests.request_id',
            )
            .select('plm_style_requests.style_id')
            .where('request_responses.supplier_id', '=', owner.userId)
            .where('request_responses.nda_accepted_at', 'is not', null),
        ),
      ]),
    ]),
  ]);

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPlmRepository(db: Kysely<DB>) {
  const listTotals = createListTotals();

  /** The styles `owner` reaches that match the list's filters. */
  const matching = (owner: StyleOwnerRef, query: StyleListQuery & { q: string }) => {
    let base = db.selectFrom('plm_styles').where(reachableBy(owner));
    if (query.q !== '') base = base.where(sql<boolean>`search_text LIKE ${containing(query.q)}`);
    if (query.season !== undefined) base = base.where('season', '=', query.season);
    if (query.status !== undefined) base = base.where('status', '=', query.status);
    if (query.category !== undefined) base = base.where('category', '=', query.category);
    return base;
  };

  const readPage = coalescedReads(
    ({
      owner,
      query,
    }: {
      owner: StyleOwnerRef;
      query: StyleListQuery & { q: string; page: number };
    }) =>
      matching(owner, query)
        .select(CARD_COLUMNS)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STYLE_LIMITS.pageSize)
        .offset((query.page - 1) * STYLE_LIMITS.pageSize)
        .execute(),
  );

  const countMatching = async (owner: StyleOwnerRef, query: StyleListQuery & { q: string }) =>
    (
      await matching(owner, query)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow()
    ).total;

  const readSeasons = coalescedReads(async (owner: StyleOwnerRef) => {
    const rows = await db
      .selectFrom('plm_styles')
      .select('season')
      .distinct()
      .where(reachableBy(owner))
      .execute();
    return rows
      .map(({ season }) => season)
      .sort((a, b) => b.slice(2).localeCompare(a.slice(2)) || a.localeCompare(b));
  });

  return {
    async insert(owner: NewStyleOwner, content: StyleContent, author: Author): Promise<StyleRow> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('plm_styles')
          .values({
            ...columnsOf(content),
            owner_user_id: owner.kind === 'user' ? owner.userId : null,
            owner_company_id: owner.kind === 'company' ? owner.companyId : null,
            created_by: author.id,
            updated_by: author.id,
            updated_by_name: author.name,
          })
          .returning(STYLE_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertRevision(tx, row.id, 1, content, author, 'Created', null);
        listTotals.forget();
        return row;
      });
    },

    /** The style, if `owner` reaches it, with what they are to it. */
    async find(
      id: string,
      owner: StyleOwnerRef,
    ): Promise<(StyleRow & { access: StyleAccess }) | undefined> {
      const row = await db
        .selectFrom('plm_styles')
        .select(STYLE_COLUMNS)
        .where('id', '=', id)
        .where(reachableBy(owner))
        .executeTakeFirst();
      if (row === undefined) return undefined;
      if (isOwnedBy(row, owner)) return { ...row, access: 'owner' };
      const roles = await this.sharedRoles([id], owner.userId);
      const role = roles.get(id);
      return role === undefined ? undefined : { ...row, access: role };
    },

    /** The role each of `styleIds` is shared with `userId` as (those it is). */
    async sharedRoles(
      styleIds: readonly string[],
      userId: string,
    ): Promise<Map<string, CollaboratorRole>> {
      if (styleIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('plm_style_collaborators')
        .select(['style_id', 'role'])
        .where('user_id', '=', userId)
        .where('style_id', 'in', styleIds)
        .execute();
      return new Map(rows.map((row) => [row.style_id, row.role]));
    },

    collaborators(styleId: string) {
      return db
        .selectFrom('plm_style_collaborators')
        .select(['user_id', 'role', 'added_at'])
        .where('style_id', '=', styleId)
        .orderBy('added_at')
        .execute();
    },

    /** Shares the style with `userId` as `role`, or changes their role. */
    async setCollaborator(
      styleId: string,
      userId: string,
      role: CollaboratorRole,
      addedBy: string,
    ) {
      await db
        .insertInto('plm_style_collaborators')
        .values({ style_id: styleId, user_id: userId, role, added_by: addedBy })
        .onConflict((conflict) => conflict.columns(['style_id', 'user_id']).doUpdateSet({ role }))
        .execute();
      listTotals.forget();
    },

    /** Someone's reach changed outside this repository (an NDA accepted, a style made confidential). */
    reachChanged() {
      listTotals.forget();
    },

    /** Takes the style away from `userId`: their next read is a 404. */
    async removeCollaborator(styleId: string, userId: string) {
      await db
        .deleteFrom('plm_style_collaborators')
        .where('style_id', '=', styleId)
        .where('user_id', '=', userId)
        .execute();
      listTotals.forget();
    },

    /**
     * Saves `content` as the revision after `baseRevision`, if that is still the current one:
     * the row's revision moves on and the revision is written in one transaction. Undefined when
     * another save came first (the caller answers 409 with what changed).
     */
    async save(
      id: string,
      baseRevision: number,
      content: StyleContent,
      author: Author,
      summary: string,
      restoredFrom: number | null = null,
    ): Promise<StyleRow | undefined> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('plm_styles')
          .set({
            ...columnsOf(content),
            revision: baseRevision + 1,
            updated_by: author.id,
            updated_by_name: author.name,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .where('revision', '=', baseRevision)
          .returning(STYLE_COLUMNS)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await insertRevision(tx, id, row.revision, content, author, summary, restoredFrom);
        listTotals.forget();
        return row;
      });
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('plm_styles').where('id', '=', id).execute();
      listTotals.forget();
    },

    /**
     * One page of the styles `owner` reaches, last saved first, and how many match. The page and
     * the seasons are read once for identical asks in one round (a user's open tabs, the bench's
     * 20 at once); the total is kept a few seconds and forgotten on any PLM write here.
     */
    async list(
      owner: StyleOwnerRef,
      query: StyleListQuery,
    ): Promise<{ rows: StyleCardRow[]; total: number }> {
      const normalized = { ...query, page: query.page ?? 1, q: query.q?.trim() ?? '' };
      const { q, season, status, category } = normalized;
      const filters = { q, season, status, category };
      const [rows, total] = await Promise.all([
        readPage({ owner, query: normalized }),
        listTotals.of(JSON.stringify({ owner, filters }), () => countMatching(owner, normalized)),
      ]);
      return { rows, total };
    },

    /** The seasons `owner`'s styles use, newest first (FW27 before SS27 before FW26). */
    seasons: (owner: StyleOwnerRef): Promise<string[]> => readSeasons(owner),

    revisions(styleId: string): Promise<Omit<RevisionRow, 'content'>[]> {
      return db
        .selectFrom('plm_style_revisions')
        .select([
          'style_id',
          'revision',
          'author_id',
          'author_name',
          'summary',
          'restored_from',
          'created_at',
        ])
        .where('style_id', '=', styleId)
        .orderBy('revision', 'desc')
        .execute();
    },

    revision(styleId: string, revision: number): Promise<RevisionRow | undefined> {
      return db
        .selectFrom('plm_style_revisions')
        .selectAll()
        .where('style_id', '=', styleId)
        .where('revision', '=', revision)
        .executeTakeFirst();
    },
  };
}

export function insertRevision(
  tx: Transaction<DB>,
  styleId: string,
  revision: number,
  content: StyleContent,
  author: Author,
  summary: string,
  restoredFrom: number | null,
) {
  return tx
    .insertInto('plm_style_revisions')
    .values({
      style_id: styleId,
      revision,
      content: JSON.stringify(content),
      author_id: author.id,
      author_name: author.name,
      summary,
      restored_from: restoredFrom,
    })
    .execute();
}

export type PlmRepository = ReturnType<typeof createPlmRepository>;
