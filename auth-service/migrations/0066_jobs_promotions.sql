-- Job promotions charged (issue 43, item 10) and premium jobs (item 6).
--
-- A job is featured or urgent once its promotion is paid: `jobs.featured` and `jobs.urgent` are
-- the paid state, set by the checkout's webhook event, never by the posting. `featured_at` is
-- when the job became featured: Pro freelancers alone may apply during the next 24 hours.
ALTER TABLE jobs ADD COLUMN featured_at timestamptz;
-- Jobs featured before promotions were charged (demo data): featured since they were published.
UPDATE jobs SET featured_at = COALESCE(published_at, created_at) WHERE featured;

-- One checkout for the promotions chosen on Post a Job: `pending` until its payment arrives,
-- then `paid` once (whatever the order or number of the events), which turns them on for the job.
CREATE TABLE job_promotions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  client_id uuid NOT NULL,
  featured boolean NOT NULL,
  urgent boolean NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'usd',
  checkout_session_id text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK (featured OR urgent),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX job_promotions_job ON job_promotions (job_id, created_at DESC);
CREATE INDEX job_promotions_client ON job_promotions (client_id);
