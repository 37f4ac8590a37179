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

/** bigint and bigserial: a number from PGlite, text from node-postgres (String() it). */
export type BigintValue = string | number;

/** A message's attachment (jsonb): an upload of purpose 'attachment'. */
export type StoredAttachment = StoredFile;

/** migrations/0013_messaging_conversations.sql */
export interface ConversationsTable {
  id: Generated<string>;
  user_low: string;
  user_high: string;
  started_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_message_id: ColumnType<BigintValue | null, never, string>;
  last_message_at: ColumnType<Date | null, never, Date>;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  name: string;
  role: string | null;
  pinned: Generated<boolean>;
  archived: Generated<boolean>;
  delivered_up_to: ColumnType<BigintValue, never, string>;
  read_up_to: ColumnType<BigintValue, never, string>;
}

export interface MessagesTable {
  id: ColumnType<BigintValue, never, never>;
  conversation_id: string;
  sender_id: string;
  client_id: string;
  content: string;
  attachments: ColumnType<StoredAttachment[], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0014_notifications.sql */
export interface NotificationsTable {
  id: ColumnType<BigintValue, never, never>;
  user_id: string;
  kind: string;
  payload: ColumnType<Record<string, string>, string, string>;
  conversation_id: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  read_at: ColumnType<Date | null, never, Date>;
}

/** migrations/0015_realtime_tickets.sql */
export interface RealtimeTicketsTable {
  ticket_hash: string;
  user_id: string;
  session_expires_at: Date;
  expires_at: Date;
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

/** migrations/0001 (and 0016's username): the profiles module's. */
export interface UserProfilesTable {
  id: string;
  email: string;
  full_name: string | null;
  role: 'freelancer' | 'client' | 'supplier' | 'admin' | null;
  username: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** migrations/0016_profiles_public_profiles.sql */
export interface PublicProfilesTable {
  user_id: string;
  role: 'freelancer' | 'supplier';
  full_name: string;
  profession: string;
  location: string;
  availability: 'available' | 'booked';
  bio: string;
  categories: string[];
  skills: string[];
  services: string[];
  languages: string[];
  hourly_rate: number | null;
  currency: 'USD' | 'EUR' | 'GBP';
  open_to_full_time: boolean;
  open_to_remote: boolean;
  years_experience: number;
  linkedin: string | null;
  instagram: string | null;
  website: string | null;
  contact_email: string | null;
  phone: string | null;
  photo_key: string | null;
  is_public: boolean;
  show_contact_info: boolean;
  allow_downloads: boolean;
  views: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  search_document: ReadOnly<string>;
  search_words: ReadOnly<string>;
}

export interface ProfileViewsTable {
  user_id: string;
  /** date: a Date at UTC midnight from both drivers. */
  day: ColumnType<Date, string, never>;
  views: number;
}

/** migrations/0017_portfolio_projects.sql */
export interface PortfolioProjectsTable {
  id: Generated<string>;
  owner_id: string;
  title: string;
  category: string;
  description: string;
  client: string | null;
  year: number | null;
  tags: string[];
  status: 'draft' | 'published' | 'private';
  images: ColumnType<StoredImage[], string, string>;
  featured: boolean;
  views: Generated<number>;
  likes: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  search_text: ReadOnly<string>;
}

export interface PortfolioTestimonialsTable {
  id: Generated<string>;
  hire_id: string;
  freelancer_id: string;
  client_id: string;
  client_name: string;
  client_avatar_url: string | null;
  project_name: string;
  rating: number;
  comment: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DB {
  products: ProductsTable;
  product_favourites: ProductFavouritesTable;
  subscriptions: SubscriptionsTable;
  starter_allowance_uses: StarterAllowanceUsesTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  realtime_tickets: RealtimeTicketsTable;
  user_profiles: UserProfilesTable;
  public_profiles: PublicProfilesTable;
  profile_views: ProfileViewsTable;
  portfolio_projects: PortfolioProjectsTable;
  portfolio_testimonials: PortfolioTestimonialsTable;
}
