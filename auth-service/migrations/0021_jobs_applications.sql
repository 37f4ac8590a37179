-- Freelancers' applications to jobs (spec 001 sections 3 and 4): one per job and freelancer,
-- moving new -> reviewing (the client opened it) -> shortlisted -> interviewed -> hired, or
-- rejected (with a reason the applicant sees) from any undecided state.
CREATE TABLE job_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  freelancer_id uuid NOT NULL,
  -- The applicant's name when applying (from the profile).
  freelancer_name text NOT NULL,
  cover_letter text NOT NULL CHECK (length(cover_letter) BETWEEN 1 AND 5000),
  -- An optional rate the freelancer asks, whole units of its currency.
  rate_amount integer CHECK (rate_amount > 0),
  rate_currency text CHECK (rate_currency IN ('USD', 'EUR', 'GBP')),
  rate_period text CHECK (rate_period IN ('hour', 'month', 'year', 'project')),
  CHECK ((rate_amount IS NULL) = (rate_currency IS NULL) AND (rate_amount IS NULL) = (rate_period IS NULL)),
  -- [{ "key", "name", "size", "type" }]: the applicant's uploads (purpose application-file).
  attachments jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'reviewing', 'shortlisted', 'interviewed', 'rejected', 'hired')),
  interview_at timestamptz,
  rejection_reason text,
  -- The platform's standard NDA as accepted with this application (confidential and invite-only
  -- jobs show their brand to the applicant only then).
  nda_version text,
  nda_accepted_at timestamptz,
  CHECK ((nda_version IS NULL) = (nda_accepted_at IS NULL)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, freelancer_id)
);
CREATE INDEX job_applications_freelancer ON job_applications (freelancer_id, created_at DESC);
CREATE INDEX job_applications_job ON job_applications (job_id, created_at DESC);
