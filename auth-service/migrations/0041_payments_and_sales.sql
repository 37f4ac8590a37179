-- Selling for real (issue 20): sellers' Stripe connected accounts, purchases of products paid by
-- direct charges on them, the buyers' downloads and reviews, the sellers' own subscription
-- payments (Payment History) and Contact Support. Money is integer cents throughout.

-- A seller's connected account (Stripe Connect, direct charges, controller properties) as the
-- last applied `account.updated` reported it, and the seller's payout settings, which are
-- written to the account's payout schedule first and stored here after.
CREATE TABLE seller_accounts (
  user_id uuid PRIMARY KEY,
  account_id text NOT NULL UNIQUE,
  details_submitted boolean NOT NULL DEFAULT false,
  charges_enabled boolean NOT NULL DEFAULT false,
  payouts_enabled boolean NOT NULL DEFAULT false,
  -- What Stripe still needs (requirements.currently_due and past_due), as Stripe names them.
  requirements text[] NOT NULL DEFAULT '{}',
  -- The payout method Stripe reports (the account's default external account).
  payout_method_kind text CHECK (payout_method_kind IN ('bank_account', 'card')),
  payout_method_name text,
  payout_method_last4 text CHECK (payout_method_last4 ~ '^[0-9]{4}$'),
  payout_frequency text NOT NULL DEFAULT 'weekly'
    CHECK (payout_frequency IN ('weekly', 'monthly', 'manual')),
  minimum_payout_cents integer NOT NULL DEFAULT 2500
    CHECK (minimum_payout_cents IN (2500, 5000, 10000)),
  -- An in-app notification for each sale of $100 or more (spec 001 section 9; no SMS provider).
  large_payment_alerts boolean NOT NULL DEFAULT true,
  -- `created` of the last applied account.updated: an older event changes nothing.
  stripe_updated bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per checkout of a product: created `pending` before the buyer is sent to Checkout,
-- with the title and price it is sold at; the webhook marks it paid or failed, then refunded or
-- disputed. The product may be deleted later: the row keeps what was sold.
CREATE TABLE purchases (
  id uuid PRIMARY KEY,
  buyer_id uuid NOT NULL,
  seller_id uuid NOT NULL,
  product_id uuid NOT NULL,
  product_title text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  -- The seller's connected account the direct charge was made on.
  account_id text NOT NULL,
  checkout_session_id text UNIQUE,
  payment_intent_id text UNIQUE,
  charge_id text UNIQUE,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'disputed')),
  -- Stripe's processing fee, from the charge's balance transaction (NULL until known).
  stripe_fee_cents integer CHECK (stripe_fee_cents >= 0),
  -- The platform takes nothing (spec 001 section 1): always 0, kept as its own line.
  platform_fee_cents integer NOT NULL DEFAULT 0 CHECK (platform_fee_cents = 0),
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  receipt_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchases_buyer_idx ON purchases (buyer_id, created_at DESC);
CREATE INDEX purchases_seller_idx ON purchases (seller_id, created_at DESC);
CREATE INDEX purchases_product_paid_idx ON purchases (product_id, paid_at) WHERE status = 'paid';

-- Each download of a bought file (products.downloads counts them).
CREATE TABLE purchase_downloads (
  id bigserial PRIMARY KEY,
  purchase_id uuid NOT NULL REFERENCES purchases (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchase_downloads_purchase_idx ON purchase_downloads (purchase_id);

-- A verified buyer's review of a product (one per buyer and product, editable) and the seller's
-- one reply.
CREATE TABLE product_reviews (
  id uuid PRIMARY KEY,
  product_id uuid NOT NULL,
  seller_id uuid NOT NULL,
  buyer_id uuid NOT NULL,
  buyer_name text NOT NULL DEFAULT '',
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
  reply text CHECK (length(reply) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, buyer_id)
);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, created_at DESC);

-- The product's counters beyond 0005's (kept in the transaction of the write that changes them):
-- the sum of its review ratings (rating = rating_total / review_count), and when it was first
-- published (isNew: within the last 14 days).
ALTER TABLE products ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0);
ALTER TABLE products ADD COLUMN published_at timestamptz;
UPDATE products SET published_at = created_at WHERE status = 'published';

-- The user's own subscription payments (invoice.paid), shown in Payment History as `subscription`.
CREATE TABLE subscription_payments (
  invoice_id text PRIMARY KEY,
  user_id uuid NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'usd',
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('completed', 'pending', 'failed')),
  paid_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscription_payments_user_idx ON subscription_payments (user_id, paid_at DESC);

-- Contact Support (Payments & Earnings' Help): stored, confirmed, listed on the admin dashboard.
CREATE TABLE support_requests (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  email text NOT NULL DEFAULT '',
  topic text NOT NULL,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_created_idx ON support_requests (created_at DESC);
