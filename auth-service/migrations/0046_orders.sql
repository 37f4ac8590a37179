-- Custom services as real orders (issue 22): the orders module's tables, and what the sales
-- module keeps of a custom product's checkout.

-- A custom product's terms at checkout (delivery time and its upper bound in days, revisions,
-- the requirements text), kept with the purchase like its title and price: the order is created
-- from them when the payment arrives. NULL for a digital product.
ALTER TABLE purchases ADD COLUMN order_terms jsonb;

-- One order per paid purchase of a custom product (UNIQUE purchase_id: created once, whatever
-- the order or repeats of Stripe's events). Status moves follow src/modules/orders/order-status.ts.
CREATE TABLE service_orders (
  id uuid PRIMARY KEY,
  purchase_id uuid NOT NULL UNIQUE REFERENCES purchases (id),
  product_id uuid NOT NULL,
  product_title text NOT NULL,
  buyer_id uuid NOT NULL,
  buyer_name text NOT NULL DEFAULT '',
  seller_id uuid NOT NULL,
  seller_name text NOT NULL DEFAULT '',
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  delivery_time text NOT NULL CHECK (delivery_time IN ('1-3', '3-7', '7-14', '14-30')),
  delivery_days integer NOT NULL CHECK (delivery_days BETWEEN 1 AND 30),
  revisions_included integer NOT NULL CHECK (revisions_included BETWEEN 0 AND 10),
  revisions_used integer NOT NULL DEFAULT 0 CHECK (revisions_used >= 0),
  requirements_text text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'awaiting_requirements' CHECK (status IN (
    'awaiting_requirements', 'in_progress', 'delivered', 'revision_requested', 'completed',
    'cancelled'
  )),
  -- The buyer's answers and attachments ([{ id, name, size }] of order-file uploads).
  requirements_answers text,
  requirements_files jsonb NOT NULL DEFAULT '[]',
  requirements_at timestamptz,
  -- requirements_at + delivery_days (the server's clock).
  due_at timestamptz,
  last_delivered_at timestamptz,
  -- When a delivered order completes by itself (scheduled work 'order-auto-complete').
  auto_complete_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  -- A pending cancellation proposal: who made it, when, why.
  cancel_proposed_by text CHECK (cancel_proposed_by IN ('buyer', 'seller')),
  cancel_proposed_at timestamptz,
  cancel_reason text,
  -- What the provider reported refunded (charge.refunded through the sales module).
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_orders_seller_idx ON service_orders (seller_id, status, due_at);
CREATE INDEX service_orders_buyer_idx ON service_orders (buyer_id, created_at DESC);

-- The order's timeline: every move with who (NULL actor: the platform) and when; a delivery's
-- message and files, a reason, the requirements' answers.
CREATE TABLE service_order_events (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES service_orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'placed', 'requirements-submitted', 'delivered', 'revision-requested', 'accepted',
    'auto-completed', 'cancellation-proposed', 'cancellation-withdrawn', 'cancellation-declined',
    'cancelled-by-agreement', 'cancelled-late', 'refunded'
  )),
  actor_id uuid,
  actor_name text,
  actor_role text CHECK (actor_role IN ('buyer', 'seller')),
  message text,
  files jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_order_events_order_idx ON service_order_events (order_id, id);

-- Every move notifies the other party; both hear when the due date passes before a delivery.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment',
  'order-placed', 'order-requirements-submitted', 'order-delivered', 'order-revision-requested',
  'order-completed', 'order-cancellation-proposed', 'order-cancellation-withdrawn',
  'order-cancellation-declined', 'order-cancelled', 'order-late'
));
