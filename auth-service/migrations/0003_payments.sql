-- Payments (spec 000 section 3): Stripe customers, the per-user subscription row, one-time orders,
-- and the Stripe events already applied (webhook idempotency).

-- One Stripe customer per user, created on first checkout and reused afterwards.
CREATE TABLE stripe_customers (
  user_id uuid PRIMARY KEY,
  customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The user's subscription as Stripe last reported it. No row, or a status other than 'active',
-- means the free plan.
CREATE TABLE subscriptions (
  user_id uuid PRIMARY KEY,
  subscription_id text NOT NULL UNIQUE,
  customer_id text NOT NULL,
  status text NOT NULL,
  price_id text,
  current_period_start bigint, -- unix seconds
  current_period_end bigint, -- unix seconds
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  payment_method_brand text,
  payment_method_last4 text,
  -- `created` (unix seconds) of the newest Stripe event applied: an older event, delivered late,
  -- never overwrites a newer state.
  stripe_updated bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One-time payments (Checkout in mode 'payment').
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  checkout_session_id text NOT NULL UNIQUE,
  amount_total bigint NOT NULL, -- smallest currency unit (cents)
  currency text NOT NULL,
  payment_status text NOT NULL,
  order_date timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_user_id_order_date_idx ON orders (user_id, order_date DESC);

-- Stripe delivers at least once: an event id is recorded in the same transaction as its effect.
CREATE TABLE processed_stripe_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);
