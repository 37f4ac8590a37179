-- Webhook ordering (security review, issue 10): events of the same second are ordered by the rank
-- of the state they report (created 1, updated and invoices 2, deleted or canceled 3), not by
-- arrival, so an invoice.paid arriving after a deletion of the same second cannot revive it.
ALTER TABLE subscriptions ADD COLUMN stripe_rank smallint NOT NULL DEFAULT 0;
