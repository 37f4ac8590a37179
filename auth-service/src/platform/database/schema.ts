/**
 * The tables typed queries (Kysely, `fastify.kysely`) may touch, as the migrations create them.
 * A module queries only its own tables (src/modules/README.md); add a module's tables here when
 * it moves to typed queries. Column types are what node-postgres and PGlite return.
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  ApprovalState,
  OrderDisputeState,
  OrderStatus,
  PurchaseStatus,
  SampleStatus,
  SavedSearchAlert,
  SampleType,
  StyleCategory,
  StyleContent,
  StyleStatus,
} from '@atelier/api-contract';

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
  /** 0041: the sum of its reviews' ratings (rating = rating_total / review_count). */
  rating_total: Generated<number>;
  /** 0041: when it was first published (isNew). */
  published_at: Date | null;
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
export type StoredMessageAttachment = StoredFile;

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
  attachments: ColumnType<StoredMessageAttachment[], string, never>;
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

/** migrations/0044_account_hardening.sql */
export interface DeletedAccountsTable {
  user_id: string;
  deleted_at: Generated<Date>;
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

/** migrations/0040_catalogue_product_views.sql */
/** migrations/0070_daily_viewers.sql: who has been counted today for a profile or product. */
export interface DailyViewersTable {
  subject: string;
  viewer: string;
  day: ColumnType<Date, string, never>;
}

export interface ProductViewsTable {
  product_id: string;
  author_id: string;
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

/** migrations/0020_jobs.sql */
export interface JobsTable {
  id: Generated<string>;
  client_id: string;
  status: 'draft' | 'published';
  visibility: 'public' | 'confidential' | 'invite-only';
  title: string;
  company: string;
  location: string;
  type: 'full-time' | 'part-time' | 'contract' | 'freelance' | 'internship';
  remote: boolean;
  category: string;
  experience: 'entry' | 'mid' | 'senior' | 'executive';
  description: string;
  requirements: string[];
  skills: string[];
  benefits: string[];
  salary_type: 'range' | 'fixed' | 'not-specified';
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: 'USD' | 'EUR' | 'GBP' | null;
  salary_period: 'hour' | 'month' | 'year' | 'project' | null;
  salary_usd_yearly_min: number | null;
  salary_usd_yearly_max: number | null;
  /** A date, written and read as `YYYY-MM-DD` (selected with `to_char`). */
  deadline: ColumnType<string | null, string | null, string | null>;
  /** Paid (issue 43, item 10): set by the promotion's payment, never by the posting. */
  featured: boolean;
  urgent: boolean;
  /** When the job became featured (premium jobs: Pro freelancers first for 24 hours). */
  featured_at: Date | null;
  views: Generated<number>;
  applicants: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  published_at: Date | null;
  expires_at: Date | null;
  closed_at: Date | null;
  search_document: ReadOnly<string>;
  search_words: ReadOnly<string>;
}

/** A checkout for a job's promotions (migration 0066): pending until paid, then paid once. */
export interface JobPromotionsTable {
  id: Generated<string>;
  job_id: string;
  client_id: string;
  featured: boolean;
  urgent: boolean;
  amount_cents: number;
  currency: Generated<string>;
  checkout_session_id: string | null;
  status: Generated<'pending' | 'paid'>;
  created_at: ColumnType<Date, Date | undefined, never>;
  paid_at: Date | null;
}

export interface JobInvitationsTable {
  job_id: string;
  user_id: string;
  invited_at: ColumnType<Date, Date | undefined, never>;
}

export interface JobSavesTable {
  user_id: string;
  job_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0021_jobs_applications.sql */
export interface JobApplicationsTable {
  id: Generated<string>;
  job_id: string;
  freelancer_id: string;
  freelancer_name: string;
  cover_letter: string;
  rate_amount: number | null;
  rate_currency: 'USD' | 'EUR' | 'GBP' | null;
  rate_period: 'hour' | 'month' | 'year' | 'project' | null;
  attachments: ColumnType<StoredFile[], string | undefined, string>;
  status: Generated<'new' | 'reviewing' | 'shortlisted' | 'interviewed' | 'rejected' | 'hired'>;
  interview_at: Date | null;
  rejection_reason: string | null;
  nda_version: string | null;
  nda_accepted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
  /** 0065: a big order's Pro window (issue 43 item 4); null for other requests. */
  pro_priority_until: Date | null;
  /** 0065: a direct inquiry's one supplier (issue 43 item 5); null for other requests. */
  direct_supplier_id: string | null;
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

/** migrations/0060_companies_catalogue_downloads.sql */
export interface SupplierCatalogueDownloadsTable {
  id: Generated<string>;
  supplier_id: string;
  upload_key: string;
  file_name: string;
  user_id: string;
  user_name: string;
  downloaded_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0064_supplier_verifications.sql */
export interface SupplierVerificationsTable {
  id: Generated<string>;
  supplier_id: string;
  legal_name: string;
  registration_number: string;
  address: string;
  website: string;
  document_key: string;
  document_name: string;
  /** bigint: pg hands it back as a string. */
  document_size: ColumnType<string, number, never>;
  status: Generated<'pending' | 'approved' | 'refused'>;
  refusal_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
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
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  realtime_tickets: RealtimeTicketsTable;
  deleted_accounts: DeletedAccountsTable;
  user_profiles: UserProfilesTable;
  public_profiles: PublicProfilesTable;
  profile_views: ProfileViewsTable;
  product_views: ProductViewsTable;
  daily_viewers: DailyViewersTable;
  portfolio_projects: PortfolioProjectsTable;
  portfolio_testimonials: PortfolioTestimonialsTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  supplier_profiles: SupplierProfilesTable;
  supplier_catalogue_downloads: SupplierCatalogueDownloadsTable;
  supplier_verifications: SupplierVerificationsTable;
  supplier_services: SupplierServicesTable;
  notification_preferences: NotificationPreferencesTable;
  jobs: JobsTable;
  job_invitations: JobInvitationsTable;
  job_promotions: JobPromotionsTable;
  job_saves: JobSavesTable;
  job_applications: JobApplicationsTable;
  seller_accounts: SellerAccountsTable;
  purchases: PurchasesTable;
  parked_dispute_events: ParkedDisputeEventsTable;
  service_orders: ServiceOrdersTable;
  service_order_events: ServiceOrderEventsTable;
  purchase_downloads: PurchaseDownloadsTable;
  product_reviews: ProductReviewsTable;
  subscription_payments: SubscriptionPaymentsTable;
  support_requests: SupportRequestsTable;
  scheduled_work: ScheduledWorkTable;
  plm_styles: PlmStylesTable;
  plm_style_revisions: PlmStyleRevisionsTable;
  plm_style_collaborators: PlmStyleCollaboratorsTable;
  plm_revision_approvals: PlmRevisionApprovalsTable;
  plm_style_comments: PlmStyleCommentsTable;
  plm_samples: PlmSamplesTable;
  saved_searches: SavedSearchesTable;
  saved_search_sent_items: SavedSearchSentItemsTable;
  plm_sample_measurements: PlmSampleMeasurementsTable;
  plm_sample_photos: PlmSamplePhotosTable;
  plm_style_requests: PlmStyleRequestsTable;
  plm_style_quoted_prices: PlmStyleQuotedPricesTable;
  plm_style_ndas: PlmStyleNdasTable;
  plm_style_access_log: PlmStyleAccessLogTable;
  waitlist_signups: WaitlistSignupsTable;
  plm_launch: PlmLaunchTable;
}

/** migrations/0002_waitlist_signups.sql, 0057_waitlist_plm_launch.sql */
export interface WaitlistSignupsTable {
  id: Generated<string>;
  email: string;
  source: 'plm' | 'newsletter';
  created_at: CreatedAt;
  plm_announced_at: Date | null;
}

/** migrations/0057_waitlist_plm_launch.sql: one row, `announced_at` NULL until PLM is announced. */
export interface PlmLaunchTable {
  singleton: Generated<boolean>;
  announced_at: Date | null;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

/** migrations/0026_companies.sql */
export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  website: string | null;
  location: string | null;
  description: string | null;
  logo_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CompanyMembersTable {
  user_id: string;
  company_id: string;
  role: 'owner' | 'member';
  joined_at: CreatedAt;
  /** migrations/0044: the membership gave the client role (taken back with it). */
  granted_client_role: Generated<boolean>;
}

export interface CompanyInvitationsTable {
  id: Generated<string>;
  company_id: string;
  email: string;
  invited_by: string;
  created_at: CreatedAt;
}

export interface SupplierProfilesTable {
  user_id: string;
  company_name: string;
  capabilities: string[];
  certifications: string[];
  regions: string[];
  description: string | null;
  website: string | null;
  location: string | null;
  logo_key: string | null;
  catalogue_key: string | null;
  catalogue_name: string | null;
  /** bigint: text from both drivers. */
  catalogue_size: ColumnType<string | null, number | null, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** migrations/0027_supplier_services.sql */
export interface SupplierServicesTable {
  id: Generated<string>;
  supplier_id: string;
  title: string;
  type: string;
  description: string;
  categories: string[];
  certifications: string[];
  /** bigint: text from both drivers. */
  price_min: ColumnType<string | null, number | null, number | null>;
  price_max: ColumnType<string | null, number | null, number | null>;
  currency: 'USD' | 'EUR' | 'GBP';
  moq: number | null;
  lead_time_min_days: number | null;
  lead_time_max_days: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** migrations/0028_account_settings.sql */
export interface NotificationPreferencesTable {
  user_id: string;
  email_messages: boolean;
  email_applications: boolean;
  email_requests: boolean;
  /** migrations/0054_sales_email_preference.sql */
  email_sales: boolean;
  product_updates: boolean;
  updated_at: UpdatedAt;
}

/** migrations/0041_payments_and_sales.sql */
export interface SellerAccountsTable {
  user_id: string;
  account_id: string;
  details_submitted: Generated<boolean>;
  charges_enabled: Generated<boolean>;
  payouts_enabled: Generated<boolean>;
  requirements: Generated<string[]>;
  payout_method_kind: 'bank_account' | 'card' | null;
  payout_method_name: string | null;
  payout_method_last4: string | null;
  payout_frequency: Generated<'weekly' | 'monthly' | 'manual'>;
  minimum_payout_cents: Generated<2500 | 5000 | 10000>;
  large_payment_alerts: Generated<boolean>;
  /** bigint: a number from PGlite, text from node-postgres. */
  stripe_updated: ColumnType<BigintValue, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PurchasesTable {
  id: string;
  buyer_id: string;
  seller_id: string;
  product_id: string;
  product_title: string;
  amount_cents: number;
  currency: Generated<string>;
  account_id: string;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  charge_id: string | null;
  /** The contract's statuses (migration 0041 keeps the CHECK; test/platform/schema-values). */
  status: Generated<PurchaseStatus>;
  stripe_fee_cents: number | null;
  /** 0056: Stripe's dispute fee, as the latest dispute event reports it (sales/ledger.ts). */
  dispute_fee_cents: Generated<number>;
  platform_fee_cents: Generated<number>;
  refunded_cents: Generated<number>;
  receipt_url: string | null;
  created_at: CreatedAt;
  paid_at: Date | null;
  updated_at: UpdatedAt;
  /** 0043: the product's files at the moment of checkout (what the buyer downloads). */
  files: ColumnType<StoredFile[], string | undefined, string>;
  /** 0043: the names shown in Purchases and Payment History, as they were at checkout. */
  seller_name: Generated<string>;
  buyer_name: Generated<string>;
  /** 0046: a custom product's terms at checkout (the order is made from them); null: digital. */
  order_terms: ColumnType<OrderTerms | null, string | null | undefined, string | null>;
  /** 0050: how the purchase's dispute ended (`charge.dispute.closed`); null: none closed. */
  dispute_outcome: DisputeOutcome | null;
}

/** 0051: a dispute whose sale was not known yet (applied when it is). */
export interface ParkedDisputeEventsTable {
  event_id: string;
  account_id: string;
  payment_intent_id: string | null;
  charge_id: string | null;
  event: ColumnType<unknown, string, string>;
  parked_at: CreatedAt;
}

/** 0050: a closed dispute's outcome as Stripe reports it (`warning_closed` counts as won). */
export type DisputeOutcome = 'won' | 'lost';

/** 0046: what a custom product's checkout keeps for its order. */
export interface OrderTerms {
  deliveryTime: '1-3' | '3-7' | '7-14' | '14-30';
  deliveryDays: number;
  revisions: number;
  requirements: string;
}

/** An order's file: an upload of purpose order-file. */
export interface OrderFileRef {
  id: string;
  name: string;
  size: number;
}

/** The contract's statuses (migrations 0046, 0053 keep the CHECK; test/platform/schema-values). */
export type ServiceOrderStatus = OrderStatus;

/** migrations/0046_orders.sql */
export interface ServiceOrdersTable {
  id: string;
  purchase_id: string;
  product_id: string;
  product_title: string;
  buyer_id: string;
  buyer_name: Generated<string>;
  seller_id: string;
  seller_name: Generated<string>;
  price_cents: number;
  currency: Generated<string>;
  delivery_time: '1-3' | '3-7' | '7-14' | '14-30';
  delivery_days: number;
  revisions_included: number;
  revisions_used: Generated<number>;
  requirements_text: Generated<string>;
  status: Generated<ServiceOrderStatus>;
  requirements_answers: string | null;
  requirements_files: ColumnType<OrderFileRef[], string | undefined, string>;
  requirements_at: Date | null;
  due_at: Date | null;
  last_delivered_at: Date | null;
  auto_complete_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancel_proposed_by: 'buyer' | 'seller' | null;
  cancel_proposed_at: Date | null;
  cancel_reason: string | null;
  refunded_cents: Generated<number>;
  /** migrations/0053_order_disputes.sql */
  dispute: OrderDisputeState | null;
  dispute_opened_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ServiceOrderEventsTable {
  id: Generated<BigintValue>;
  order_id: string;
  kind: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: 'buyer' | 'seller' | null;
  message: string | null;
  files: ColumnType<OrderFileRef[], string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PurchaseDownloadsTable {
  id: Generated<BigintValue>;
  purchase_id: string;
  file_key: string;
  downloaded_at: CreatedAt;
}

export interface ProductReviewsTable {
  id: string;
  product_id: string;
  seller_id: string;
  buyer_id: string;
  buyer_name: Generated<string>;
  rating: number;
  comment: Generated<string>;
  reply: string | null;
  replied_at: Date | null;
  /** 0053: its order was lost in a dispute; out of the rating, the count and the list. */
  hidden_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SubscriptionPaymentsTable {
  invoice_id: string;
  user_id: string;
  amount_cents: number;
  currency: Generated<string>;
  description: string;
  status: 'completed' | 'pending' | 'failed';
  paid_at: ColumnType<Date, Date | undefined, never>;
}

export interface SupportRequestsTable {
  id: string;
  user_id: string;
  email: Generated<string>;
  topic: string;
  message: string;
  created_at: CreatedAt;
}

export type ScheduledWorkState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface ScheduledWorkTable {
  id: Generated<string>;
  kind: string;
  key: string;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: Date;
  state: Generated<ScheduledWorkState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  finished_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** migrations/0058_plm_styles.sql: a style and its current tech pack (StyleContent). */
export interface PlmStylesTable {
  id: Generated<string>;
  owner_user_id: string | null;
  owner_company_id: string | null;
  created_by: string;
  style_number: string;
  name: string;
  season: string;
  category: StyleCategory;
  status: StyleStatus;
  cover_image_id: string | null;
  revision: Generated<number>;
  content: ColumnType<StyleContent, string, string>;
  updated_by: string;
  updated_by_name: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  search_text: ReadOnly<string>;
  /** migrations/0067_plm_quotes.sql: reviewers reach it after its NDA. */
  confidential: Generated<boolean>;
}

/** Every saved revision of a style's tech pack, the current one included. */
export interface PlmStyleRevisionsTable {
  style_id: string;
  revision: number;
  content: ColumnType<StyleContent, string, string>;
  author_id: string;
  author_name: string;
  summary: string;
  restored_from: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0059_plm_style_collaborators.sql: who a style is shared with, and as what. */
export interface PlmStyleCollaboratorsTable {
  style_id: string;
  user_id: string;
  role: 'editor' | 'reviewer';
  added_by: string;
  added_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0062_plm_approvals.sql: a revision's approval, once it was submitted. */
export interface PlmRevisionApprovalsTable {
  style_id: string;
  revision: number;
  state: Exclude<ApprovalState, 'none'>;
  submitted_by: string;
  submitted_by_name: string;
  submitted_at: ColumnType<Date, Date | undefined, never>;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  final: Generated<boolean>;
  comment: Generated<string>;
}

/** Issue 39: comments on a style or one of its sections, with whom they mention. */
export interface PlmStyleCommentsTable {
  id: Generated<string>;
  style_id: string;
  author_id: string;
  author_name: string;
  anchor_kind: 'style' | 'bom' | 'pom' | 'callout';
  anchor_id: string | null;
  body: string;
  mentions: ColumnType<string[], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0063_plm_samples.sql: a style's sample rounds (dates read as `::text`). */
export interface PlmSamplesTable {
  id: Generated<string>;
  style_id: string;
  revision: number;
  type: SampleType;
  supplier_id: string;
  size: string;
  status: ColumnType<SampleStatus, SampleStatus | undefined, SampleStatus>;
  requested_on: ColumnType<string, string, string>;
  received_on: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** migrations/0068_plm_sample_photos.sql: a round's photos (image uploads). */
export interface PlmSamplePhotosTable {
  sample_id: string;
  upload_id: string;
  added_by: string;
  added_by_name: string;
  added_at: ColumnType<Date, Date | undefined, never>;
}

/** What was measured on a round, per point of measure. */
export interface PlmSampleMeasurementsTable {
  sample_id: string;
  point_id: string;
  measured_micrometres: number | null;
  comment: string;
  version: Generated<number>;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** migrations/0067_plm_quotes.sql: the supplier requests made from a style's revision. */
export interface PlmStyleRequestsTable {
  request_id: string;
  style_id: string;
  revision: number;
  quantity: number;
  created_by: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The FOB price of a style from the quote its owner accepted. */
export interface PlmStyleQuotedPricesTable {
  style_id: string;
  request_id: string;
  response_id: string;
  supplier_id: string;
  supplier_name: string;
  unit_price_cents: number;
  currency: 'USD' | 'EUR' | 'GBP';
  quantity: number;
  accepted_at: ColumnType<Date, Date | undefined, Date>;
}

/** A reviewer's acceptance of a confidential style's NDA. */
export interface PlmStyleNdasTable {
  style_id: string;
  user_id: string;
  nda_version: string;
  accepted_at: ColumnType<Date, Date | undefined, never>;
}

/** Who accepted a confidential style's NDA, opened it or downloaded it, and when. */
export interface PlmStyleAccessLogTable {
  id: Generated<string>;
  style_id: string;
  user_id: string;
  user_name: string;
  action: 'nda-accepted' | 'opened' | 'downloaded';
  what: ColumnType<string, string | undefined, never>;
  at: ColumnType<Date, Date | undefined, never>;
}

/** migrations/0069_saved_searches.sql: a user's saved search of a list, and its alert. */
export interface SavedSearchesTable {
  id: Generated<string>;
  owner_id: string;
  list: 'requests';
  name: string;
  /** The list's filters without the page (for requests: `RequestSearchFilters`). */
  query: ColumnType<Record<string, unknown>, string, string>;
  alert: ColumnType<SavedSearchAlert, SavedSearchAlert | undefined, SavedSearchAlert>;
  alert_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  alert_after: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The items a saved search's alerts have sent. */
export interface SavedSearchSentItemsTable {
  saved_search_id: string;
  item_id: string;
  sent_at: ColumnType<Date, Date | undefined, never>;
}
