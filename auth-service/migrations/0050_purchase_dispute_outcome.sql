-- How a purchase's dispute ended (issue 20): `charge.dispute.closed` says won (the seller keeps
-- the money: the sale stands again, the buyer's access returns) or lost (it stays disputed). Kept
-- on the purchase so that a closing that arrives before its `charge.dispute.created` is not
-- undone by it, and so that an open dispute keeps the product's files (it may yet be won).
ALTER TABLE purchases
  ADD COLUMN dispute_outcome text CHECK (dispute_outcome IN ('won', 'lost'));
