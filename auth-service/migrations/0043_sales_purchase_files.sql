-- Selling for real (issue 20), the sales module's additions to 0041.
--
-- What was sold stays with the purchase: the product's files at the moment of checkout (the
-- buyer downloads these, even after the product is changed, unpublished or deleted; the catalogue
-- keeps an upload while a paid purchase holds it), and the names shown in Purchases and Payment
-- History (the seller's as the product showed it, the buyer's as their profile had it).
ALTER TABLE purchases ADD COLUMN files jsonb NOT NULL DEFAULT '[]';
ALTER TABLE purchases ADD COLUMN seller_name text NOT NULL DEFAULT '';
ALTER TABLE purchases ADD COLUMN buyer_name text NOT NULL DEFAULT '';

-- The seller's Payment History searches and pages by the transaction's date (paid, else created).
CREATE INDEX purchases_seller_date_idx ON purchases (seller_id, (coalesce(paid_at, created_at)) DESC);

-- A seller hears of each sale ('product-sold'), and of a payment of $100 or more when they asked
-- for it ('large-payment', spec 001 section 9: in-app, there is no SMS provider).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'application-received', 'application-status-changed', 'message-received',
  'listing-invitation', 'quote-received', 'product-sold', 'large-payment'
));
