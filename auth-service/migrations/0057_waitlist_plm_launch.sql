-- PLM's launch (issue 38): the one announcement to the PLM waitlist.
-- plm_launch is one row: when an admin first announced PLM (NULL before; the landing's PLM section
-- links to /plm from then on). An announcement and a PLM sign-up both lock that row first, so
-- they never miss each other. Each PLM waitlist address records when it was given the
-- announcement e-mail, in the transaction that queued it: a second announcement, a concurrent
-- one or a retry after a crash queues only addresses that have none, so each gets it once.
-- The id names a waitlist address in its e-mail's unsubscribe link (it has no account).
CREATE TABLE plm_launch (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  announced_at timestamptz
);
INSERT INTO plm_launch (singleton) VALUES (true);

ALTER TABLE waitlist_signups
  ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN plm_announced_at timestamptz;

CREATE UNIQUE INDEX waitlist_signups_id ON waitlist_signups (id);
-- The addresses still to be told.
CREATE INDEX waitlist_signups_plm_waiting ON waitlist_signups (created_at)
  WHERE source = 'plm' AND plm_announced_at IS NULL;
