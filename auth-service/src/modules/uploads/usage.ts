/**
 * Which uploads something uses, for removing the ones nothing does (issue 25: a Starter supplier
 * could host 20 MB files through the Pro-only service catalogue's upload, kept for ever).
 *
 * Every column of the schema that holds upload ids is listed here, one place for every module:
 * a jsonb array of `{ key, ... }` or a text key. `usage.test.ts` reads the schema and fails when
 * a column that looks like one (a `*_key` column, or a jsonb column named `*images`, `*files` or
 * `*attachments`)
 * is neither listed nor set aside with a reason, so a module that starts keeping uploads
 * cannot have them swept from under it.
 */
import type { Database } from '../../platform/database/database';

export interface UploadReference {
  table: string;
  column: string;
  /** `array`: jsonb `[{ key }]`; `key`: the upload id itself. */
  shape: 'array' | 'key';
}

export const UPLOAD_REFERENCES: readonly UploadReference[] = [
  { table: 'products', column: 'images', shape: 'array' },
  { table: 'products', column: 'files', shape: 'array' },
  // What buyers bought stays theirs after the seller changes or deletes the product.
  { table: 'purchases', column: 'files', shape: 'array' },
  { table: 'portfolio_projects', column: 'images', shape: 'array' },
  { table: 'public_profiles', column: 'photo_key', shape: 'key' },
  { table: 'companies', column: 'logo_key', shape: 'key' },
  { table: 'supplier_profiles', column: 'logo_key', shape: 'key' },
  { table: 'supplier_profiles', column: 'catalogue_key', shape: 'key' },
  { table: 'job_applications', column: 'attachments', shape: 'array' },
  { table: 'supplier_requests', column: 'attachments', shape: 'array' },
  { table: 'request_responses', column: 'attachments', shape: 'array' },
  { table: 'messages', column: 'attachments', shape: 'array' },
  // A custom order's requirements and deliveries (issue 22).
  { table: 'service_orders', column: 'requirements_files', shape: 'array' },
  { table: 'service_order_events', column: 'files', shape: 'array' },
  // A supplier's verification documents (issue 43), refused applications' too (the record).
  { table: 'supplier_verifications', column: 'document_key', shape: 'key' },
];

/** Columns that name uploads without using them: records of downloads, kept as history. */
export const NOT_UPLOAD_REFERENCES: readonly { table: string; column: string; why: string }[] = [
  {
    table: 'request_attachment_downloads',
    column: 'upload_key',
    why: 'a record of who downloaded an attachment',
  },
  { table: 'purchase_downloads', column: 'file_key', why: 'a record of a buyer’s download' },
  {
    table: 'supplier_catalogue_downloads',
    column: 'upload_key',
    why: 'a record of who downloaded a supplier’s service catalogue',
  },
];

const IDENTIFIER = /^[a-z_]+$/;

function conditionOf({ table, column, shape }: UploadReference): string {
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) {
    throw new Error(`Not an identifier: ${table}.${column}`);
  }
  return shape === 'key'
    ? `EXISTS (SELECT 1 FROM ${table} WHERE ${column} = $1)`
    : `EXISTS (SELECT 1 FROM ${table} WHERE ${column} @> jsonb_build_array(jsonb_build_object('key', $1::text)))`;
}

const IN_USE_SQL = `SELECT (${UPLOAD_REFERENCES.map(conditionOf).join(' OR ')}) AS in_use`;

/** Whether anything in the database uses the upload `id`. */
export async function isUploadInUse(db: Database, id: string): Promise<boolean> {
  const { rows } = await db.query<{ in_use: boolean }>(IN_USE_SQL, [id]);
  return rows[0]?.in_use === true;
}
