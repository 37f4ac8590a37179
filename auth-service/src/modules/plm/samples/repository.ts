/**
 * The samples' tables (`plm_samples`, `plm_sample_measurements`), queried with Kysely. Reads name
 * the style: a round of another style is not found. Calendar dates are read as text
 * ('2027-03-14'), never as instants a time zone could shift.
 */
import { sql, type Kysely } from 'kysely';
import type { SampleStatus, SampleType, StyleContent } from '@atelier/api-contract';
import type { DB } from '../../../platform/database/schema';

export interface SampleRow {
  id: string;
  style_id: string;
  style_number: string;
  style_name: string;
  revision: number;
  type: SampleType;
  supplier_id: string;
  size: string;
  status: SampleStatus;
  requested_on: string;
  received_on: string | null;
  version: number;
  updated_at: Date;
}

export interface MeasurementRow {
  sample_id: string;
  point_id: string;
  measured_micrometres: number | null;
  comment: string;
  version: number;
}

export interface NewSample {
  styleId: string;
  revision: number;
  type: SampleType;
  supplierId: string;
  size: string;
  requestedOn: string;
  createdBy: string;
}

export interface MeasurementWrite {
  pointId: string;
  measuredMicrometres: number | null;
  comment: string;
  baseVersion: number;
}

export interface PhotoRow {
  sample_id: string;
  upload_id: string;
  added_by: string;
  added_by_name: string;
  added_at: Date;
}

/** Thrown inside the measurements' transaction to roll every entry back. */
class MeasurementConflict extends Error {}

export function createSampleRepository(db: Kysely<DB>) {
  const samples = () =>
    db
      .selectFrom('plm_samples as s')
      .innerJoin('plm_styles as st', 'st.id', 's.style_id')
      .select([
        's.id',
        's.style_id',
        'st.style_number',
        'st.name as style_name',
        's.revision',
        's.type',
        's.supplier_id',
        's.size',
        's.status',
        sql<string>`s.requested_on::text`.as('requested_on'),
        sql<string | null>`s.received_on::text`.as('received_on'),
        's.version',
        's.updated_at',
      ]);

  return {
    async insert(sample: NewSample): Promise<string> {
      const row = await db
        .insertInto('plm_samples')
        .values({
          style_id: sample.styleId,
          revision: sample.revision,
          type: sample.type,
          supplier_id: sample.supplierId,
          size: sample.size,
          requested_on: sample.requestedOn,
          created_by: sample.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A style's rounds, newest first. */
    listOfStyle(styleId: string): Promise<SampleRow[]> {
      return samples()
        .where('s.style_id', '=', styleId)
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
    },

    /** The rounds `userId` is the supplier of, on styles still shared with them as reviewer. */
    listOfSupplier(userId: string): Promise<SampleRow[]> {
      return samples()
        .innerJoin('plm_style_collaborators as c', (join) =>
          join.onRef('c.style_id', '=', 's.style_id').on('c.user_id', '=', userId),
        )
        .where('s.supplier_id', '=', userId)
        .where('c.role', '=', 'reviewer')
        .orderBy('s.updated_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
    },

    find(styleId: string, sampleId: string): Promise<SampleRow | undefined> {
      return samples()
        .where('s.style_id', '=', styleId)
        .where('s.id', '=', sampleId)
        .executeTakeFirst();
    },

    /** Moves the round to `status` if it is still at `version`; false when it moved meanwhile. */
    async move(
      sampleId: string,
      version: number,
      from: SampleStatus,
      status: SampleStatus,
      receivedOn: string | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('plm_samples')
        .set({
          status,
          version: version + 1,
          updated_at: sql<Date>`now()`,
          ...(receivedOn === null ? {} : { received_on: receivedOn }),
        })
        .where('id', '=', sampleId)
        .where('version', '=', version)
        .where('status', '=', from)
        .returning('id')
        .executeTakeFirst();
      return result !== undefined;
    },

    measurements(sampleIds: readonly string[]): Promise<MeasurementRow[]> {
      if (sampleIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plm_sample_measurements')
        .select(['sample_id', 'point_id', 'measured_micrometres', 'comment', 'version'])
        .where('sample_id', 'in', sampleIds)
        .execute();
    },

    /**
     * Writes every entry whose base version is still the point's current one (0: nothing entered
     * yet), all or none: false, and nothing written, when any of them changed meanwhile.
     */
    async writeMeasurements(
      sampleId: string,
      entries: readonly MeasurementWrite[],
      userId: string,
    ): Promise<boolean> {
      try {
        await db.transaction().execute(async (tx) => {
          for (const entry of entries) {
            const values = {
              measured_micrometres: entry.measuredMicrometres,
              comment: entry.comment,
              updated_by: userId,
            };
            const written =
              entry.baseVersion === 0
                ? await tx
                    .insertInto('plm_sample_measurements')
                    .values({ sample_id: sampleId, point_id: entry.pointId, ...values })
                    .onConflict((conflict) =>
                      conflict.columns(['sample_id', 'point_id']).doNothing(),
                    )
                    .returning('version')
                    .executeTakeFirst()
                : await tx
                    .updateTable('plm_sample_measurements')
                    .set({
                      ...values,
                      version: entry.baseVersion + 1,
                      updated_at: sql<Date>`now()`,
                    })
                    .where('sample_id', '=', sampleId)
                    .where('point_id', '=', entry.pointId)
                    .where('version', '=', entry.baseVersion)
                    .returning('version')
                    .executeTakeFirst();
            if (written === undefined) throw new MeasurementConflict();
          }
          await tx
            .updateTable('plm_samples')
            .set({ updated_at: sql<Date>`now()` })
            .where('id', '=', sampleId)
            .execute();
        });
        return true;
      } catch (error) {
        if (error instanceof MeasurementConflict) return false;
        throw error;
      }
    },

    /** The rounds' photos, in the order they were added. */
    photos(sampleIds: readonly string[]): Promise<PhotoRow[]> {
      if (sampleIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('plm_sample_photos')
        .select(['sample_id', 'upload_id', 'added_by', 'added_by_name', 'added_at'])
        .where('sample_id', 'in', sampleIds)
        .orderBy('added_at')
        .orderBy('upload_id')
        .execute();
    },

    /**
     * Adds a photo to the round unless it has `limit` already (the round's row is locked, so two
     * additions at once count each other): 'full', or 'added' (also when it was there already).
     */
    addPhoto(
      sampleId: string,
      uploadId: string,
      author: { id: string; name: string },
      limit: number,
    ): Promise<'added' | 'full'> {
      return db.transaction().execute(async (tx) => {
        await tx
          .selectFrom('plm_samples')
          .select('id')
          .where('id', '=', sampleId)
          .forUpdate()
          .executeTakeFirst();
        const { count } = await tx
          .selectFrom('plm_sample_photos')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('sample_id', '=', sampleId)
          .where('upload_id', '!=', uploadId)
          .executeTakeFirstOrThrow();
        if (count >= limit) return 'full';
        await tx
          .insertInto('plm_sample_photos')
          .values({
            sample_id: sampleId,
            upload_id: uploadId,
            added_by: author.id,
            added_by_name: author.name,
          })
          .onConflict((conflict) => conflict.columns(['sample_id', 'upload_id']).doNothing())
          .execute();
        await tx
          .updateTable('plm_samples')
          .set({ updated_at: sql<Date>`now()` })
          .where('id', '=', sampleId)
          .execute();
        return 'added';
      });
    },

    /** Removes a photo from the round; false when it was not on it. */
    async removePhoto(sampleId: string, uploadId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('plm_sample_photos')
        .where('sample_id', '=', sampleId)
        .where('upload_id', '=', uploadId)
        .returning('upload_id')
        .executeTakeFirst();
      if (removed === undefined) return false;
      await db
        .updateTable('plm_samples')
        .set({ updated_at: sql<Date>`now()` })
        .where('id', '=', sampleId)
        .execute();
      return true;
    },

    /** The content of each of a style's revisions named (the spec rounds are measured against). */
    async revisionContents(
      styleId: string,
      revisions: readonly number[],
    ): Promise<Map<number, StyleContent>> {
      if (revisions.length === 0) return new Map();
      const rows = await db
        .selectFrom('plm_style_revisions')
        .select(['revision', 'content'])
        .where('style_id', '=', styleId)
        .where('revision', 'in', [...new Set(revisions)])
        .execute();
      return new Map(rows.map((row) => [row.revision, row.content]));
    },
  };
}

export type SampleRepository = ReturnType<typeof createSampleRepository>;
