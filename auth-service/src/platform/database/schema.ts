/**
 * The tables typed queries (Kysely, `fastify.kysely`) may touch, as the migrations create them.
 * A module queries only its own tables (src/modules/README.md); add a module's tables here when
 * it moves to typed queries. Column types are what node-postgres and PGlite return.
 */
import type { ColumnType, Generated } from 'kysely';

/** Set by the database; never written. */
type ReadOnly<T> = ColumnType<T, never, never>;

/** A stored upload of a product (jsonb): its storage key, file name and size in bytes. */
export interface StoredImage {
  key: string;
  name: string;
  size: number;
}

export interface StoredFile extends StoredImage {
  /** MIME type. */
  type: string;
}

/** migrations/0005_catalogue_products.sql */
export interface ProductsTable {
  id: Generated<string>;
  author_id: string;
  author_name: string;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  price_cents: number;
  original_price_cents: number | null;
  currency: Generated<string>;
  product_type: 'ready-made' | 'custom';
  license: Generated<'commercial' | 'personal' | 'extended'>;
  delivery_time: '1-3' | '3-7' | '7-14' | '14-30' | null;
  revisions: number | null;
  requirements: string | null;
  tags: string[];
  status: Generated<'draft' | 'published' | 'private'>;
  images: ColumnType<StoredImage[], string, string>;
  files: ColumnType<StoredFile[], string, string>;
  is_featured: Generated<boolean>;
  is_bestseller: Generated<boolean>;
  downloads: Generated<number>;
  views: Generated<number>;
  total_sales: Generated<number>;
  /** bigint: text from both drivers. */
  revenue_cents: ColumnType<string, number | undefined, number>;
  /** numeric(2,1): text from both drivers. */
  rating: ColumnType<string, number | undefined, number>;
  review_count: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  search_document: ReadOnly<string>;
  search_words: ReadOnly<string>;
}

export interface ProductFavouritesTable {
  user_id: string;
  product_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0003_payments.sql: what other modules' checks read through the billing service. */
export interface SubscriptionsTable {
  user_id: string;
  status: string;
}

/** migrations/0006_billing_starter_allowance_uses.sql */
export interface StarterAllowanceUsesTable {
  user_id: string;
  allowance: 'application' | 'request-reply' | 'job-post' | 'new-contact';
  /** A date, the first of the UTC month, written and compared as `YYYY-MM-01` (never selected). */
  month: ColumnType<string, string, never>;
  used: number;
}

/** A request's or a response's attachment (jsonb): an upload of purpose request-attachment. */
export interface StoredAttachment {
  key: string;
  name: string;
  size: number;
}

/** migrations/0023_requests.sql */
export interface SupplierRequestsTable {
  id: Generated<string>;
  owner_id: string;
  company: string;
  title: string;
  location: string;
  request_type: string;
  category: string;
  quantity: string;
  budget: string;
  /** A date: written as `YYYY-MM-DD`, read through `to_char` (never as a Date in a zone). */
  deadline: ColumnType<string | null, string | null, string | null>;
  description: string;
  preferred_regions: string[];
  certifications: string[];
  languages: string[];
  need_samples: boolean;
  budget_min: number | null;
  budget_max: number | null;
  budget_currency: 'USD' | 'EUR' | 'GBP';
  visibility: 'public' | 'confidential' | 'invite-only';
  attachments: ColumnType<StoredAttachment[], string, string>;
  is_draft: boolean;
  views: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  published_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
}

export interface RequestInvitationsTable {
  request_id: string;
  user_id: string;
  invited_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0024_requests_responses.sql; `quote` is the contract's Quote. */
export interface RequestResponsesTable {
  id: Generated<string>;
  request_id: string;
  supplier_id: string;
  supplier_name: string;
  status: Generated<'new' | 'reviewing' | 'shortlisted' | 'interviewed' | 'hired' | 'rejected'>;
  decline_reason: string | null;
  quote: ColumnType<unknown, string, string>;
  message: string;
  attachments: ColumnType<StoredAttachment[], string, string>;
  nda_version: string | null;
  nda_accepted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** migrations/0025_request_attachment_downloads.sql */
export interface RequestAttachmentDownloadsTable {
  id: Generated<string>;
  request_id: string;
  upload_key: string;
  file_name: string;
  user_id: string;
  user_name: string;
  downloaded_at: ColumnType<Date, Date | undefined, never>;
}

export interface DB {
  supplier_requests: SupplierRequestsTable;
  request_invitations: RequestInvitationsTable;
  request_responses: RequestResponsesTable;
  request_attachment_downloads: RequestAttachmentDownloadsTable;
  products: ProductsTable;
  product_favourites: ProductFavouritesTable;
  subscriptions: SubscriptionsTable;
  starter_allowance_uses: StarterAllowanceUsesTable;
}
