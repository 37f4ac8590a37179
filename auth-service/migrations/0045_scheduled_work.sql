-- Durable scheduled work (platform/scheduled-work.ts): anything that must happen later, survive a
-- restart and run once whatever the number of API instances: e-mails (the outbox), order deadlines
-- and automatic completion, clean-ups. A row is written in the transaction of what caused it, so a
-- failed write schedules nothing; a worker claims due rows with FOR UPDATE SKIP LOCKED, so two
-- instances never claim the same row. Finished rows stay as the history admins read.
CREATE TABLE scheduled_work (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What to do (a handler defined by a module) and which occurrence: one pending row per pair.
  kind text NOT NULL,
  key text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'running', 'done', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts > 0),
  -- While running: when the claim lapses (the instance that claimed it died) and another may run it.
  locked_until timestamptz,
  last_error text,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One pending occurrence per kind and key: scheduling again coalesces into it or moves it.
CREATE UNIQUE INDEX scheduled_work_pending_key ON scheduled_work (kind, key) WHERE state = 'pending';
-- The worker's question: what is due (or whose claim lapsed), oldest first.
CREATE INDEX scheduled_work_due ON scheduled_work (run_at) WHERE state = 'pending';
CREATE INDEX scheduled_work_claimed ON scheduled_work (locked_until) WHERE state = 'running';
-- Admins' list of failures.
CREATE INDEX scheduled_work_failed ON scheduled_work (finished_at DESC) WHERE state = 'failed';
