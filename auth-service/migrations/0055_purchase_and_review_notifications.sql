-- Issue 37: the messages that never came. The buyer hears of their receipt, a refund and a
-- dispute; the seller of a dispute and a new review; the buyer of the seller's reply.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment',
  'order-placed', 'order-requirements-submitted', 'order-delivered', 'order-revision-requested',
  'order-completed', 'order-cancellation-proposed', 'order-cancellation-withdrawn',
  'order-cancellation-declined', 'order-cancelled', 'order-late',
  'purchase-receipt', 'purchase-refunded', 'purchase-disputed', 'sale-disputed',
  'review-received', 'review-replied'
));
