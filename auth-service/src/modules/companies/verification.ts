/**
 * Verified Supplier means verified (issue 43, item 3). A Pro supplier applies with business
 * details and one document (an upload of purpose verification-document); an admin approves the
 * application or refuses it with a reason, and the supplier is notified (in the app, and by
 * e-mail through the notification's mail). The badge (`verified`) shows while the supplier's
 * application is approved and they are Pro: verification-status.ts holds the rule.
 */
import {
  VERIFICATION_LIMITS,
  type MyVerification,
  type NotificationKind,
  type VerificationApplication,
  type VerificationApplicationBody,
  type VerificationStatus,
} from '@atelier/api-contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SupplierVerificationsTable } from '../../platform/database/schema';
import { toIsoTimestamp } from '../../platform/schemas';
import type { NotificationPayload } from '../notifications/messages';
import { normaliseWebsite } from './fields';
import type { CompanyFilesPort } from './files-port';
import { VERIFICATION_MESSAGES } from './messages';
import type { Outcome } from './outcome';
import { decideVerification, isVerified, mayApply } from './verification-status';

type VerificationRow = Selectable<SupplierVerificationsTable> & { company_name: string };

export interface VerificationDependencies {
  isPro: (userId: string) => Promise<boolean>;
  /** The Pro users among `userIds` (billing's one rule). */
  proAmong: (userIds: readonly string[]) => Promise<string[]>;
  /** Raises a notification in the decision's transaction (the notifications module's). */
  notify: (
    tx: Kysely<DB>,
    userId: string,
    kind: NotificationKind,
    payload: NotificationPayload,
  ) => Promise<void>;
}

export function createVerifications(
  db: Kysely<DB>,
  files: CompanyFilesPort,
  dependencies: VerificationDependencies,
) {
  const withCompany = () =>
    db
      .selectFrom('supplier_verifications as v')
      .innerJoin('supplier_profiles as p', 'p.user_id', 'v.supplier_id')
      .selectAll('v')
      .select('p.company_name');

  const latestOf = (supplierId: string) =>
    withCompany()
      .where('v.supplier_id', '=', supplierId)
      .orderBy('v.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();

  function toApplication(row: VerificationRow): VerificationApplication {
    return {
      id: row.id,
      supplierId: row.supplier_id,
      companyName: row.company_name,
      legalName: row.legal_name,
      registrationNumber: row.registration_number,
      address: row.address,
      website: row.website,
      document: {
        name: row.document_name,
        size: Number(row.document_size),
        url: files.downloadUrl(row.document_key),
      },
      status: row.status,
      refusalReason: row.refusal_reason,
      createdAt: toIsoTimestamp(row.created_at),
      reviewedAt: row.reviewed_at === null ? null : toIsoTimestamp(row.reviewed_at),
    };
  }

  async function decide(
    id: string,
    reviewerId: string,
    decision: { move: 'approve' } | { move: 'refuse'; reason: string },
  ): Promise<Outcome<VerificationApplication>> {
    return db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('supplier_verifications')
        .select(['status', 'supplier_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (current === undefined) return { notFound: true } as const;
      const next = decideVerification(current.status, decision.move);
      if (next === undefined) return { conflict: VERIFICATION_MESSAGES.decided };
      await trx
        .updateTable('supplier_verifications')
        .set({
          status: next,
          refusal_reason: decision.move === 'refuse' ? decision.reason : null,
          reviewed_by: reviewerId,
          reviewed_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      if (decision.move === 'approve') {
        await dependencies.notify(trx, current.supplier_id, 'verification-approved', {});
      } else {
        await dependencies.notify(trx, current.supplier_id, 'verification-refused', {
          reason: decision.reason,
        });
      }
      const saved = await trx
        .selectFrom('supplier_verifications as v')
        .innerJoin('supplier_profiles as p', 'p.user_id', 'v.supplier_id')
        .selectAll('v')
        .select('p.company_name')
        .where('v.id', '=', id)
        .executeTakeFirstOrThrow();
      return { ok: toApplication(saved) };
    });
  }

  return {
    /** Whether `supplierId` carries the Verified Supplier badge now. */
    async isVerified(supplierId: string): Promise<boolean> {
      const latest = await latestOf(supplierId);
      if (latest?.status !== 'approved') return false;
      return isVerified(latest.status, await dependencies.isPro(supplierId));
    },

    /** The verified suppliers among `userIds` (a list's badges). */
    async verifiedAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const approved = await db
        .selectFrom('supplier_verifications')
        .select('supplier_id')
        .distinct()
        .where('status', '=', 'approved')
        .where('supplier_id', 'in', [...new Set(userIds)])
        .execute();
      if (approved.length === 0) return new Set();
      return new Set(await dependencies.proAmong(approved.map((row) => row.supplier_id)));
    },

    /** The supplier's latest application and whether the badge shows. */
    async mine(supplierId: string): Promise<MyVerification> {
      const latest = await latestOf(supplierId);
      const pro = latest?.status === 'approved' && (await dependencies.isPro(supplierId));
      return {
        application: latest === undefined ? null : toApplication(latest),
        verified: isVerified(latest?.status, pro),
      };
    },

    /** A Pro supplier's application: business details and a document of theirs. */
    async apply(
      supplierId: string,
      body: VerificationApplicationBody,
    ): Promise<Outcome<VerificationApplication>> {
      if (!(await dependencies.isPro(supplierId))) {
        return { forbidden: VERIFICATION_MESSAGES.proOnly };
      }
      const profile = await db
        .selectFrom('supplier_profiles')
        .select('user_id')
        .where('user_id', '=', supplierId)
        .executeTakeFirst();
      if (profile === undefined) return { invalid: VERIFICATION_MESSAGES.noProfile };
      const legalName = body.legalName.trim();
      const registrationNumber = body.registrationNumber.trim();
      const address = body.address.trim();
      if (legalName === '') return { invalid: VERIFICATION_MESSAGES.legalName };
      if (registrationNumber === '') return { invalid: VERIFICATION_MESSAGES.registrationNumber };
      if (address === '') return { invalid: VERIFICATION_MESSAGES.address };
      const website = normaliseWebsite(body.website);
      if (website == null || website.length > VERIFICATION_LIMITS.website) {
        return { invalid: VERIFICATION_MESSAGES.website };
      }
      const document = await files.find(body.document, 'verification-document', supplierId);
      if (document === undefined) return { invalid: VERIFICATION_MESSAGES.document };
      const latest: VerificationStatus | undefined = (await latestOf(supplierId))?.status;
      if (!mayApply(latest)) {
        return {
          conflict:
            latest === 'pending'
              ? VERIFICATION_MESSAGES.pending
              : VERIFICATION_MESSAGES.alreadyVerified,
        };
      }
      const inserted = await db
        .insertInto('supplier_verifications')
        .values({
          supplier_id: supplierId,
          legal_name: legalName,
          registration_number: registrationNumber,
          address,
          website,
          document_key: body.document,
          document_name: document.name,
          document_size: document.size,
        })
        // Two applications sent at once: the one-pending index keeps the first.
        .onConflict((conflict) =>
          conflict.column('supplier_id').where('status', '=', 'pending').doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return { conflict: VERIFICATION_MESSAGES.pending };
      const saved = await withCompany().where('v.id', '=', inserted.id).executeTakeFirstOrThrow();
      return { ok: toApplication(saved) };
    },

    /** The applications waiting for an admin, oldest first. */
    async pending(): Promise<VerificationApplication[]> {
      const rows = await withCompany()
        .where('v.status', '=', 'pending')
        .orderBy('v.created_at', 'asc')
        .execute();
      return rows.map(toApplication);
    },

    approve: (id: string, reviewerId: string) => decide(id, reviewerId, { move: 'approve' }),

    async refuse(
      id: string,
      reviewerId: string,
      reason: string,
    ): Promise<Outcome<VerificationApplication>> {
      const trimmed = reason.trim();
      if (trimmed === '') return { invalid: VERIFICATION_MESSAGES.reason };
      return decide(id, reviewerId, { move: 'refuse', reason: trimmed });
    },

    /** The documents of a deleted account's applications (their rows go with the profile). */
    async documentsOf(supplierId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('supplier_verifications')
        .select('document_key')
        .where('supplier_id', '=', supplierId)
        .execute();
      return rows.map((row) => row.document_key);
    },
  };
}

export type Verifications = ReturnType<typeof createVerifications>;
