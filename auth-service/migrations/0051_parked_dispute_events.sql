-- Disputes that arrive before the sale they dispute is known (issue 20). A dispute names its
-- charge and PaymentIntent but carries no purchase id, and a purchase learns its PaymentIntent
-- only from checkout.session.completed; Stripe does not promise that order. Such an event is
-- parked here (once: its id is the key) and applied in the transaction where a purchase learns
-- that PaymentIntent or charge. A dispute of a charge that is not a sale (the seller's own
-- business on the same Stripe account) stays parked, and is swept after 120 days.
CREATE TABLE parked_dispute_events (
  event_id text PRIMARY KEY,
  account_id text NOT NULL,
  payment_intent_id text,
  charge_id text,
  event jsonb NOT NULL,
  parked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parked_dispute_events_payment_intent ON parked_dispute_events (payment_intent_id);
CREATE INDEX parked_dispute_events_charge ON parked_dispute_events (charge_id);
CREATE INDEX parked_dispute_events_parked_at ON parked_dispute_events (parked_at);
