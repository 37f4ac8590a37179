-- Atelier PLM, part 2 (issue 39): a sample round's photos, and the approval notifications.
--
-- A photo is an image upload (the platform's uploads, its sizes served like a sketch's) added to
-- one round by the style's owner side or the round's supplier; everyone the style is shared with
-- sees them. Removing the round removes its photos' rows (the upload is removed by the API).
CREATE TABLE plm_sample_photos (
  sample_id uuid NOT NULL REFERENCES plm_samples (id) ON DELETE CASCADE,
  upload_id text NOT NULL CHECK (upload_id ~ '^[0-9a-f]{32}$'),
  added_by uuid NOT NULL,
  added_by_name text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sample_id, upload_id)
);
-- A round's photos, in the order they were added.
CREATE INDEX plm_sample_photos_sample ON plm_sample_photos (sample_id, added_at);

-- A revision submitted for approval (to the owner's side), and the decision on it (to whoever
-- submitted it): in the app and by e-mail, like a mention.
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
  'big-order-posted', 'direct-inquiry',
  'style-revision-submitted', 'style-revision-approved', 'style-changes-requested'
));
