-- Issue 43, items 4 and 5: Supplier Pro's priority access to big orders and direct inquiries.
--
-- pro_priority_until: a big order's Pro window (api-contract values' big-orders.ts: the
-- thresholds and the 48 hours), stamped when the request is published; until then only Pro
-- suppliers may respond. NULL for any other request.
-- direct_supplier_id: a direct inquiry's one (Pro) supplier; such a request is seen by its
-- owner and that supplier only. NULL for a request to every supplier or the invited ones.
ALTER TABLE supplier_requests ADD COLUMN pro_priority_until timestamptz;
ALTER TABLE supplier_requests ADD COLUMN direct_supplier_id uuid;
-- A supplier's direct inquiries (their list shows them with the public requests).
CREATE INDEX supplier_requests_direct_idx ON supplier_requests (direct_supplier_id)
  WHERE direct_supplier_id IS NOT NULL;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment',
  'order-placed', 'order-requirements-submitted', 'order-delivered', 'order-revision-requested',
  'order-completed', 'order-cancellation-proposed', 'order-cancellation-withdrawn',
  'order-cancellation-declined', 'order-cancelled', 'order-late',
  'purchase-receipt', 'purchase-refunded', 'purchase-disputed', 'sale-disputed',
  'review-received', 'review-replied', 'style-mention',
  'verification-approved', 'verification-refused',
  'big-order-posted', 'direct-inquiry'
));
