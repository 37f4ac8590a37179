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
  type StyleListQuery,
} from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import {
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
}

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

/** The upload ids a tech pack names: its cover and its sketches. */
export const imageIdsOf = (content: StyleContent): string[] => [
  ...(content.coverImageId === null ? [] : [content.coverImageId]),
  ...content.sketches.map((sketch) => sketch.imageId),
];

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
    const known = new Set(before === null ? [] : imageIdsOf(before));
    const added = [...new Set(imageIdsOf(content))].filter((id) => !known.has(id));
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

    async create(caller: PlmCaller, content: StyleContent): Promise<Outcome<StyleRow>> {
      const refusal = await this.createRefusal(caller);
      if (refusal !== null) return refused({ kind: 'forbidden', message: refusal });
      const problems = await problemsOf(content, caller, null);
      if (problems.length > 0) return refused({ kind: 'invalid', problems });
      try {
        return ok(await repository.insert(caller.newStyleOwner, content, caller.author));
      } catch (error) {
        if (isStyleNumberTaken(error)) return refused(STYLE_NUMBER_TAKEN);
        throw error;
      }
    },

    async find(caller: PlmCaller, id: string): Promise<Outcome<StyleRow>> {
      const row = await repository.find(id, caller.reach);
      return row === undefined ? refused({ kind: 'not-found' }) : ok(row);
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
    ): Promise<Outcome<StyleRow>> {
      const current = await repository.find(id, caller.reach);
      if (current === undefined) return refused({ kind: 'not-found' });
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
        if (saved !== undefined) return ok(saved);
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
    ): Promise<Outcome<StyleRow>> {
      const style = await repository.find(id, caller.reach);
      if (style === undefined) return refused({ kind: 'not-found' });
      const old = await repository.revision(id, revision);
      if (old === undefined) return refused({ kind: 'not-found' });
      return this.save(caller, id, baseRevision, old.content, revision);
    },

    /** Its maker, or the owner of the company it belongs to. */
    mayDelete(caller: PlmCaller, row: StyleRow): boolean {
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

    list: (caller: PlmCaller, query: StyleListQuery) => repository.list(caller.reach, query),
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
  ): Promise<Outcome<StyleRow>> {
    const base = await repository.revision(id, baseRevision);
    const changes = base === undefined ? [] : compareStyles(base.content, current.content);
    return refused({ kind: 'conflict', current, changes });
  }
}

export type PlmService = ReturnType<typeof createPlmService>;
