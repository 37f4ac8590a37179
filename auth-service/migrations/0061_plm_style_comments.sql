-- Atelier PLM, part 2 (issue 39): comments on a style, on the style as a whole or on one of its
-- sections (a BOM row, a point of measure, a callout: the row ids the tech pack keeps across
-- revisions), with the people they mention. Only people with access to the style are kept as
-- mentions; each mention is notified once (a notification 'style-mention' and its e-mail).
CREATE TABLE plm_style_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  style_id uuid NOT NULL REFERENCES plm_styles (id) ON DELETE CASCADE,
  author_id uuid NOT NULL,
  author_name text NOT NULL,
  anchor_kind text NOT NULL CHECK (anchor_kind IN ('style', 'bom', 'pom', 'callout')),
  -- The row's id inside the tech pack; null for the style as a whole.
  anchor_id text CHECK ((anchor_kind = 'style') = (anchor_id IS NULL)),
  body text NOT NULL,
  mentions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A style's comments, oldest first.
CREATE INDEX plm_style_comments_style ON plm_style_comments (style_id, created_at, id);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment',
  'order-placed', 'order-requirements-submitted', 'order-delivered', 'order-revision-requested',
  'order-completed', 'order-cancellation-proposed', 'order-cancellation-withdrawn',
  'order-cancellation-declined', 'order-cancelled', 'order-late',
  'purchase-receipt', 'purchase-refunded', 'purchase-disputed', 'sale-disputed',
  'review-received', 'review-replied', 'style-mention'
));
