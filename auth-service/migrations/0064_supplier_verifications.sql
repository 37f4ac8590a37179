-- Verified Supplier means verified (issue 43, item 3): a Pro supplier applies with business
-- details and one document (an upload of purpose verification-document); an admin approves the
-- application or refuses it with a reason. A supplier is verified while their latest application
-- is approved and they are Pro. A refused supplier may apply again (a new row); at most one
-- application of a supplier waits at a time. Status moves: verification-status.ts.
CREATE TABLE supplier_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id uuid NOT NULL REFERENCES supplier_profiles (user_id) ON DELETE CASCADE,
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 200),
  registration_number text NOT NULL CHECK (length(registration_number) BETWEEN 1 AND 100),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 500),
  website text NOT NULL CHECK (length(website) BETWEEN 1 AND 300),
  document_key text NOT NULL,
  document_name text NOT NULL,
  document_size bigint NOT NULL CHECK (document_size >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  refusal_reason text CHECK (refusal_reason IS NULL OR length(refusal_reason) BETWEEN 1 AND 1000),
  reviewed_by uuid,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'refused') = (refusal_reason IS NOT NULL)),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
-- One waiting application per supplier.
CREATE UNIQUE INDEX supplier_verifications_one_pending
  ON supplier_verifications (supplier_id) WHERE status = 'pending';
-- A supplier's latest application; the admin's queue, oldest first.
CREATE INDEX supplier_verifications_supplier ON supplier_verifications (supplier_id, created_at DESC);
CREATE INDEX supplier_verifications_pending
  ON supplier_verifications (created_at) WHERE status = 'pending';

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment',
  'order-placed', 'order-requirements-submitted', 'order-delivered', 'order-revision-requested',
  'order-completed', 'order-cancellation-proposed', 'order-cancellation-withdrawn',
  'order-cancellation-declined', 'order-cancelled', 'order-late',
  'purchase-receipt', 'purchase-refunded', 'purchase-disputed', 'sale-disputed',
  'review-received', 'review-replied', 'style-mention',
  'verification-approved', 'verification-refused'
));
