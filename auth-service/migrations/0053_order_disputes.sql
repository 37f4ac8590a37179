-- Disputes reach custom orders (issue 36). A dispute of an order's payment pauses the order
-- (no moves but messages) while it is open; won, the order resumes with its clocks moved on by
-- the pause; lost, the order ends as `disputed` (out of the seller's earnings) and the buyer's
-- review of the product no longer counts.

-- The dispute of the order's payment: open, won or lost (NULL: none), and when it opened (the
-- pause that a won dispute adds to the due date and the automatic completion).
ALTER TABLE service_orders
  ADD COLUMN dispute text CHECK (dispute IN ('open', 'won', 'lost')),
  ADD COLUMN dispute_opened_at timestamptz;

ALTER TABLE service_orders DROP CONSTRAINT service_orders_status_check;
ALTER TABLE service_orders ADD CONSTRAINT service_orders_status_check CHECK (status IN (
  'awaiting_requirements', 'in_progress', 'delivered', 'revision_requested', 'completed',
  'cancelled', 'disputed'
));

ALTER TABLE service_order_events DROP CONSTRAINT service_order_events_kind_check;
ALTER TABLE service_order_events ADD CONSTRAINT service_order_events_kind_check CHECK (kind IN (
  'placed', 'requirements-submitted', 'delivered', 'revision-requested', 'accepted',
  'auto-completed', 'cancellation-proposed', 'cancellation-withdrawn', 'cancellation-declined',
  'cancelled-by-agreement', 'cancelled-late', 'refunded', 'dispute-opened', 'dispute-won',
  'dispute-lost'
));

-- A review whose order was lost in a dispute: kept for the record, out of the product's rating,
-- its count and its list.
ALTER TABLE product_reviews ADD COLUMN hidden_at timestamptz;
