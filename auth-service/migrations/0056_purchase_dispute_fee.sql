-- Stripe's dispute fee on a sale (issue 36, one ledger): the sum of the `fee` of the dispute's
-- balance transactions as the latest dispute event reports them (the withdrawal's fee, less what
-- a reinstatement gave back). Part of the sale's fees in every figure (sales/ledger.ts).
ALTER TABLE purchases ADD COLUMN dispute_fee_cents integer NOT NULL DEFAULT 0;
