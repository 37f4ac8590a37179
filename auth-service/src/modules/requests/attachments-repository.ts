/**
 * The files of requests and their responses: which request holds an upload (as its own attachment
 * or through a response), which uploads are taken already, and who downloaded them
 * (`request_attachment_downloads`), queried with Kysely only.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/database/schema';

export function createAttachmentsRepository(db: Kysely<DB>) {
  return {
    /** Which of `keys` another request or response already holds (an upload belongs to one). */
    async keysInUse(keys: readonly string[], exceptRequestId: string | null): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const probes = keys.map((key) => JSON.stringify([{ key }]));
      const requests = await db
        .selectFrom('supplier_requests')
        .select('attachments')
        .$if(exceptRequestId !== null, (query) => query.where('id', '!=', exceptRequestId ?? ''))
        .where((eb) => eb.or(probes.map((probe) => sql<boolean>`attachments @> ${probe}::jsonb`)))
        .execute();
      const responses = await db
        .selectFrom('request_responses')
        .select('attachments')
        .where((eb) => eb.or(probes.map((probe) => sql<boolean>`attachments @> ${probe}::jsonb`)))
        .execute();
      const wanted = new Set(keys);
      return new Set(
        [...requests, ...responses]
          .flatMap((row) => row.attachments.map(({ key }) => key))
          .filter((key) => wanted.has(key)),
      );
    },

    /** The request that holds `key` as its own attachment, or through one of its responses. */
    async holderOf(key: string): Promise<
      | {
          requestId: string;
          ownerId: string;
          fileName: string;
          /** Set when the file is a response's: its supplier. */
          responseSupplierId: string | null;
        }
      | undefined
    > {
      const probe = JSON.stringify([{ key }]);
      const request = await db
        .selectFrom('supplier_requests')
        .select(['id', 'owner_id', 'attachments'])
        .where(sql<boolean>`attachments @> ${probe}::jsonb`)
        .executeTakeFirst();
      if (request !== undefined) {
        const file = request.attachments.find((attachment) => attachment.key === key);
        return {
          requestId: request.id,
          ownerId: request.owner_id,
          fileName: file?.name ?? key,
          responseSupplierId: null,
        };
      }
      const response = await db
        .selectFrom('request_responses')
        .innerJoin('supplier_requests', 'supplier_requests.id', 'request_responses.request_id')
        .select([
          'supplier_requests.id as request_id',
          'supplier_requests.owner_id',
          'request_responses.supplier_id',
          'request_responses.attachments',
        ])
        .where(sql<boolean>`request_responses.attachments @> ${probe}::jsonb`)
        .executeTakeFirst();
      if (response === undefined) return undefined;
      const file = response.attachments.find((attachment) => attachment.key === key);
      return {
        requestId: response.request_id,
        ownerId: response.owner_id,
        fileName: file?.name ?? key,
        responseSupplierId: response.supplier_id,
      };
    },

    async recordDownload(download: {
      requestId: string;
      key: string;
      fileName: string;
      userId: string;
      userName: string;
    }): Promise<void> {
      await db
        .insertInto('request_attachment_downloads')
        .values({
          request_id: download.requestId,
          upload_key: download.key,
          file_name: download.fileName,
          user_id: download.userId,
          user_name: download.userName,
        })
        .execute();
    },

    /** Who downloaded the owner's request's files, newest first. */
    downloadsOf(requestId: string) {
      return db
        .selectFrom('request_attachment_downloads')
        .select(['upload_key', 'file_name', 'user_id', 'user_name', 'downloaded_at'])
        .where('request_id', '=', requestId)
        .orderBy('downloaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;
