-- The job board (spec 001 sections 2, 3 and 6): clients' jobs, drafts and published, with their
-- visibility, the users invited to invite-only jobs, and each signed-in user's saved jobs.

-- Generated columns need immutable expressions; array_to_string is immutable in fact for text[]
-- (see 0005_catalogue_products.sql).
CREATE FUNCTION jobs_search_document(title text, skills text[], description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title), 'A')
      || setweight(to_tsvector('english', array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('english', description), 'D')
$$;

CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The Keycloak user id of the client who posted it.
  client_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  visibility text NOT NULL DEFAULT 'public'
    CHECK (visibility IN ('public', 'confidential', 'invite-only')),
  title text NOT NULL CHECK (length(title) <= 200),
  -- The brand as the form gave it (no company profile yet); hidden on confidential jobs.
  company text NOT NULL CHECK (length(company) <= 200),
  location text NOT NULL CHECK (length(location) <= 200),
  type text NOT NULL CHECK (type IN ('full-time', 'part-time', 'contract', 'freelance', 'internship')),
  remote boolean NOT NULL DEFAULT false,
  -- '' only on drafts.
  category text NOT NULL,
  experience text NOT NULL CHECK (experience IN ('entry', 'mid', 'senior', 'executive')),
  description text NOT NULL CHECK (length(description) <= 5000),
  requirements text[] NOT NULL DEFAULT '{}',
  skills text[] NOT NULL DEFAULT '{}',
  benefits text[] NOT NULL DEFAULT '{}',
  -- The salary as posted, whole units of its currency (NULL: 'Salary not specified'); a fixed salary has min = max.
  salary_type text NOT NULL DEFAULT 'not-specified'
    CHECK (salary_type IN ('range', 'fixed', 'not-specified')),
  salary_min integer CHECK (salary_min >= 0),
  salary_max integer CHECK (salary_max >= salary_min),
  salary_currency text CHECK (salary_currency IN ('USD', 'EUR', 'GBP')),
  salary_period text CHECK (salary_period IN ('hour', 'month', 'year', 'project')),
  -- The same amounts as whole US dollars a year at the platform's reference rates, set at write: the
  -- board's salary sorts compare these (src/modules/jobs/salary.ts).
  salary_usd_yearly_min integer,
  salary_usd_yearly_max integer,
  CHECK ((salary_type = 'not-specified') = (salary_min IS NULL)),
  deadline date,
  featured boolean NOT NULL DEFAULT false,
  urgent boolean NOT NULL DEFAULT false,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  -- Applications received, kept with the application writes (the 'fewest applicants' sort).
  applicants integer NOT NULL DEFAULT 0 CHECK (applicants >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  -- When a published job stops being listed: the end of its deadline's day (UTC), or 30 days
  -- after publishing. Its status is derived from this in each query: nobody has to act.
  expires_at timestamptz,
  -- Closed by its owner ('Manually closed').
  closed_at timestamptz,
  CHECK ((status = 'published') = (published_at IS NOT NULL AND expires_at IS NOT NULL)),
  search_document tsvector GENERATED ALWAYS AS
    (jobs_search_document(title, skills, description)) STORED
);

-- The client's own list (Manage Listings).
CREATE INDEX jobs_client ON jobs (client_id, created_at DESC);

-- The board lists listed jobs (published, public or confidential, open); each sort reads an
-- index, and the expiry is checked on the rows read.
CREATE INDEX jobs_board_featured ON jobs (featured DESC, published_at DESC, id)
  WHERE status = 'published' AND visibility <> 'invite-only' AND closed_at IS NULL;
CREATE INDEX jobs_board_published ON jobs (published_at, id)
  WHERE status = 'published' AND visibility <> 'invite-only' AND closed_at IS NULL;
CREATE INDEX jobs_board_salary_max ON jobs (salary_usd_yearly_max DESC NULLS LAST, id)
  WHERE status = 'published' AND visibility <> 'invite-only' AND closed_at IS NULL;
CREATE INDEX jobs_board_salary_min ON jobs (salary_usd_yearly_min ASC NULLS LAST, id)
  WHERE status = 'published' AND visibility <> 'invite-only' AND closed_at IS NULL;
CREATE INDEX jobs_board_applicants ON jobs (applicants, published_at DESC, id)
  WHERE status = 'published' AND visibility <> 'invite-only' AND closed_at IS NULL;
CREATE INDEX jobs_search_document ON jobs USING gin (search_document);

-- Who may read an invite-only job (besides its owner).
CREATE TABLE job_invitations (
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, user_id)
);
CREATE INDEX job_invitations_user ON job_invitations (user_id);

-- A signed-in user's saved jobs (the board's heart).
CREATE TABLE job_saves (
  user_id uuid NOT NULL,
  job_id uuid NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX job_saves_job ON job_saves (job_id);
