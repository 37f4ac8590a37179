/**
 * PLM's rules (issue 38): who owns a style and who reaches it, who may create one (Pro), the
 * tech pack's checks beyond the schema, and saves as revisions with optimistic concurrency.
 * Each operation answers a result the routes turn into HTTP, never an exception for a refusal.
 */
import {
  PLM_MESSAGES,
  compareStyles,
  styleContentProblems,
  summarizeChanges,
  type ContentProblem,
  type StyleChange,
  type StyleContent,
  type CollaboratorRole,
  type StyleAccess,
  type StyleListQuery,
  type StyleOwner,
} from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import { techPackImageIds } from './export/tech-pack-images';
import {
  isOwnedBy,
  isStyleNumberTaken,
  type Author,
  type NewStyleOwner,
  type PlmRepository,
  type RevisionRow,
  type StyleOwnerRef,
  type StyleRow,
} from './repository';

/** What PLM needs from the other modules (app.ts wires them). */
export interface PlmPorts {
  images: ImagesPort;
  /** Whether the user's plan is Pro (billing). */
  isPro(userId: string): Promise<boolean>;
  /** The company the user belongs to and their role in it (companies). */
  membershipOf(
    userId: string,
  ): Promise<{ companyId: string; companyName: string; role: 'owner' | 'member' } | undefined>;
  /** A company's name (a shared style's owner), if it exists. */
  companyName(companyId: string): Promise<string | undefined>;
  /** How a user is named to others, if they have an account (profiles). */
  userName(userId: string): Promise<string | undefined>;
  /** Issue 39: a save made a new revision (its open pages hear of it). */
  revisionSaved?(style: { id: string; revision: number }, author: Author): Promise<void>;
}

/** A style the caller reaches, with what they are to it. */
export type ReachedStyle = StyleRow & { access: StyleAccess };

/** The caller as PLM sees them: who they are, what they reach, where their new styles go. */
export interface PlmCaller {
  author: Author;
  reach: StyleOwnerRef;
  companyName: string | null;
  companyRole: 'owner' | 'member' | null;
  /** Clients who belong to a company make the company's styles; everyone else their own. */
  newStyleOwner: NewStyleOwner;
}

export type Refusal =
  | { kind: 'not-found' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; problems: ContentProblem[] }
  | { kind: 'conflict'; current: StyleRow; changes: StyleChange[] };

export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

const STYLE_NUMBER_TAKEN: Refusal = {
  kind: 'invalid',
  problems: [{ path: 'styleNumber', message: PLM_MESSAGES.styleNumberTaken }],
};

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refused = <T>(refusal: Refusal): Outcome<T> => ({ ok: false, ...refusal });

export function createPlmService(repository: PlmRepository, ports: PlmPorts) {
  /**
   * The tech pack's own rules, then its images: every image not already in the style must be a
   * finished image upload of the caller's (one a colleague added earlier stays).
   */
  async function problemsOf(
    content: StyleContent,
    caller: PlmCaller,
    before: StyleContent | null,
  ): Promise<ContentProblem[]> {
    const problems = styleContentProblems(content);
    if (problems.length > 0) return problems;
    const known = new Set(before === null ? [] : techPackImageIds(before));
    const added = [...new Set(techPackImageIds(content))].filter((id) => !known.has(id));
    const found = await Promise.all(added.map((id) => ports.images.find(id, caller.author.id)));
    return found.includes(undefined)
      ? [{ path: 'sketches', message: PLM_MESSAGES.uploadMissing }]
      : [];
  }

  return {
    async callerOf(author: Author, role: string | null): Promise<PlmCaller> {
      const membership = await ports.membershipOf(author.id);
      const company = role === 'client' ? membership : undefined;
      return {
        author,
        reach: { userId: author.id, companyId: company?.companyId ?? null },
        companyName: company?.companyName ?? null,
        companyRole: company?.role ?? null,
        newStyleOwner:
          company === undefined
            ? { kind: 'user', userId: author.id }
            : { kind: 'company', companyId: company.companyId },
      };
    },

    /** Null when the caller may create styles, else why not (the plans: Pro only). */
    async createRefusal(caller: PlmCaller): Promise<string | null> {
      return (await ports.isPro(caller.author.id)) ? null : PLM_MESSAGES.starterRefused;
    },

    async create(caller: PlmCaller, content: StyleContent): Promise<Outcome<ReachedStyle>> {
      const refusal = await this.createRefusal(caller);
      if (refusal !== null) return refused({ kind: 'forbidden', message: refusal });
      const problems = await problemsOf(content, caller, null);
      if (problems.length > 0) return refused({ kind: 'invalid', problems });
      try {
        const row = await repository.insert(caller.newStyleOwner, content, caller.author);
        return ok({ ...row, access: 'owner' });
      } catch (error) {
        if (isStyleNumberTaken(error)) return refused(STYLE_NUMBER_TAKEN);
        throw error;
      }
    },

    async find(caller: PlmCaller, id: string): Promise<Outcome<ReachedStyle>> {
      const row = await repository.find(id, caller.reach);
      return row === undefined ? refused({ kind: 'not-found' }) : ok(row);
    },

    /** Who owns a style, named: the caller's side from the caller, a shared one looked up. */
    async ownerOf(
      row: Pick<StyleRow, 'owner_user_id' | 'owner_company_id'>,
      caller: PlmCaller,
    ): Promise<StyleOwner> {
      if (row.owner_company_id !== null) {
        const name =
          row.owner_company_id === caller.reach.companyId
            ? caller.companyName
            : await ports.companyName(row.owner_company_id);
        return { kind: 'company', id: row.owner_company_id, name: name ?? '' };
      }
      const userId = row.owner_user_id ?? '';
      const name = userId === caller.author.id ? caller.author.name : await ports.userName(userId);
      return { kind: 'user', id: userId, name: name ?? '' };
    },

    /**
     * Saves `content` over `baseRevision`. Refused with what changed since then when another save
     * came first, so the form keeps the caller's input and shows them the other changes.
     */
    async save(
      caller: PlmCaller,
      id: string,
      baseRevision: number,
      content: StyleContent,
      restoredFrom: number | null = null,
    ): Promise<Outcome<ReachedStyle>> {
      const current = await repository.find(id, caller.reach);
      if (current === undefined) return refused({ kind: 'not-found' });
      if (current.access === 'reviewer') {
        return refused({ kind: 'forbidden', message: PLM_MESSAGES.reviewerCannotEdit });
      }
      if (current.revision !== baseRevision) return conflict(id, baseRevision, current);
      // A restore brings back images its revision already had, whoever uploaded them.
      const known = restoredFrom === null ? current.content : content;
      const problems = await problemsOf(content, caller, known);
      if (problems.length > 0) return refused({ kind: 'invalid', problems });
      const summary =
        restoredFrom === null
          ? summarizeChanges(compareStyles(current.content, content))
          : `Restored revision ${restoredFrom}`;
      try {
        const saved = await repository.save(
          id,
          baseRevision,
          content,
          caller.author,
          summary,
          restoredFrom,
        );
        if (saved !== undefined) {
          await ports.revisionSaved?.(saved, caller.author);
          return ok({ ...saved, access: current.access });
        }
      } catch (error) {
        if (isStyleNumberTaken(error)) return refused(STYLE_NUMBER_TAKEN);
        throw error;
      }
      const latest = await repository.find(id, caller.reach);
      return latest === undefined
        ? refused({ kind: 'not-found' })
        : conflict(id, baseRevision, latest);
    },

    /** A new revision with the content of an old one. */
    async restore(
      caller: PlmCaller,
      id: string,
      revision: number,
      baseRevision: number,
    ): Promise<Outcome<ReachedStyle>> {
      const style = await repository.find(id, caller.reach);
      if (style === undefined) return refused({ kind: 'not-found' });
      const old = await repository.revision(id, revision);
      if (old === undefined) return refused({ kind: 'not-found' });
      return this.save(caller, id, baseRevision, old.content, revision);
    },

    /** Its maker, or the owner of the company it belongs to (never a collaborator). */
    mayDelete(caller: PlmCaller, row: StyleRow): boolean {
      if (!isOwnedBy(row, caller.reach)) return false;
      return (
        row.created_by === caller.author.id ||
        (row.owner_company_id !== null && caller.companyRole === 'owner')
      );
    },

    async remove(caller: PlmCaller, id: string): Promise<Outcome<null>> {
      const row = await repository.find(id, caller.reach);
      if (row === undefined) return refused({ kind: 'not-found' });
      if (!this.mayDelete(caller, row)) {
        return refused({ kind: 'forbidden', message: PLM_MESSAGES.deleteRefused });
      }
      await repository.remove(id);
      return ok(null);
    },

    /** A page of the styles the caller reaches, each with what they are to it. */
    async list(caller: PlmCaller, query: StyleListQuery) {
      const { rows, total } = await repository.list(caller.reach, query);
      const shared = rows.filter((row) => !isOwnedBy(row, caller.reach)).map((row) => row.id);
      const roles = await repository.sharedRoles(shared, caller.author.id);
      const accessOf = (row: (typeof rows)[number]): StyleAccess =>
        isOwnedBy(row, caller.reach) ? 'owner' : (roles.get(row.id) ?? 'reviewer');
      const items = await Promise.all(
        rows.map(async (row) => ({
          row,
          access: accessOf(row),
          owner: await this.ownerOf(row, caller),
        })),
      );
      return { items, total };
    },

    async collaborators(caller: PlmCaller, id: string) {
      const style = await repository.find(id, caller.reach);
      if (style === undefined) return refused<CollaboratorView[]>({ kind: 'not-found' });
      const rows = await repository.collaborators(id);
      return ok(
        await Promise.all(
          rows.map(async (row) => ({
            userId: row.user_id,
            name: (await ports.userName(row.user_id)) ?? '',
            role: row.role,
            addedAt: row.added_at.toISOString(),
          })),
        ),
      );
    },

    /** Shares the style with `userId` (the owner's side only), or changes their role. */
    async share(caller: PlmCaller, id: string, userId: string, role: CollaboratorRole) {
      const style = await repository.find(id, caller.reach);
      if (style === undefined) return refused<CollaboratorView[]>({ kind: 'not-found' });
      if (style.access !== 'owner') {
        return refused<CollaboratorView[]>({
          kind: 'forbidden',
          message: PLM_MESSAGES.sharingOwnerOnly,
        });
      }
      if ((await ports.userName(userId)) === undefined) {
        return refused<CollaboratorView[]>({
          kind: 'invalid',
          problems: [{ path: 'userId', message: PLM_MESSAGES.collaboratorUnknown }],
        });
      }
      const membership = await ports.membershipOf(userId);
      if (isOwnedBy(style, { userId, companyId: membership?.companyId ?? null })) {
        return refused<CollaboratorView[]>({
          kind: 'invalid',
          problems: [{ path: 'userId', message: PLM_MESSAGES.collaboratorIsOwner }],
        });
      }
      await repository.setCollaborator(id, userId, role, caller.author.id);
      return this.collaborators(caller, id);
    },

    /** Takes the style away from `userId` at once (the owner's side only). */
    async unshare(caller: PlmCaller, id: string, userId: string) {
      const style = await repository.find(id, caller.reach);
      if (style === undefined) return refused<CollaboratorView[]>({ kind: 'not-found' });
      if (style.access !== 'owner') {
        return refused<CollaboratorView[]>({
          kind: 'forbidden',
          message: PLM_MESSAGES.sharingOwnerOnly,
        });
      }
      await repository.removeCollaborator(id, userId);
      return this.collaborators(caller, id);
    },
    seasons: (caller: PlmCaller) => repository.seasons(caller.reach),

    async revisions(caller: PlmCaller, id: string) {
      const style = await repository.find(id, caller.reach);
      if (style === undefined)
        return refused<Awaited<ReturnType<PlmRepository['revisions']>>>({ kind: 'not-found' });
      return ok(await repository.revisions(id));
    },

    async revision(caller: PlmCaller, id: string, revision: number): Promise<Outcome<RevisionRow>> {
      const style = await repository.find(id, caller.reach);
      const row = style && (await repository.revision(id, revision));
      return row === undefined ? refused({ kind: 'not-found' }) : ok(row);
    },
  };

  async function conflict(
    id: string,
    baseRevision: number,
    current: StyleRow,
  ): Promise<Outcome<ReachedStyle>> {
    const base = await repository.revision(id, baseRevision);
    const changes = base === undefined ? [] : compareStyles(base.content, current.content);
    return refused({ kind: 'conflict', current, changes });
  }
}

/** A collaborator as the API answers them. */
export interface CollaboratorView {
  userId: string;
  name: string;
  role: CollaboratorRole;
  addedAt: string;
}

export type PlmService = ReturnType<typeof createPlmService>;
