-- Supplier requests (spec 001 sections 3 "Request draft", 4, 5, 6, 9): a client's request for
-- suppliers, its invitations (invite-only requests), drafts and published requests. A published
-- request's status is derived when read: closed when its owner closed it (closed_at), expired
-- once expires_at (its deadline's end, or 30 days after publishing) has passed, else active.
CREATE TABLE supplier_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The Keycloak user id of the client who posted it.
  owner_id uuid NOT NULL,
  -- The brand shown to suppliers (the client's name until company profiles exist).
  company text NOT NULL,
  title text NOT NULL CHECK (length(title) <= 200),
  location text NOT NULL CHECK (length(location) <= 200),
  -- '' while a draft leaves them unset.
  request_type text NOT NULL,
  category text NOT NULL,
  quantity text NOT NULL,
  budget text NOT NULL,
  deadline date,
  description text NOT NULL CHECK (length(description) <= 5000),
  preferred_regions text[] NOT NULL DEFAULT '{}',
  certifications text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  need_samples boolean NOT NULL DEFAULT false,
  -- Whole units of budget_currency.
  budget_min integer CHECK (budget_min >= 0),
  budget_max integer CHECK (budget_max >= 0),
  budget_currency text NOT NULL DEFAULT 'USD' CHECK (budget_currency IN ('USD', 'EUR', 'GBP')),
  visibility text NOT NULL DEFAULT 'public'
    CHECK (visibility IN ('public', 'confidential', 'invite-only')),
  -- [{ "key", "name", "size" }]: uploads of purpose request-attachment owned by owner_id.
  attachments jsonb NOT NULL DEFAULT '[]',
  is_draft boolean NOT NULL DEFAULT true,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  expires_at timestamptz,
  closed_at timestamptz,
  CHECK (is_draft OR (published_at IS NOT NULL AND expires_at IS NOT NULL))
);

-- The owner's listings (Manage Listings), newest first.
CREATE INDEX supplier_requests_owner_idx ON supplier_requests (owner_id, created_at DESC);
-- Suppliers' list: published, open requests, newest first.
CREATE INDEX supplier_requests_open_idx ON supplier_requests (published_at DESC, id)
  WHERE NOT is_draft AND closed_at IS NULL;

CREATE TABLE request_invitations (
  request_id uuid NOT NULL REFERENCES supplier_requests (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, user_id)
);
CREATE INDEX request_invitations_user_idx ON request_invitations (user_id);
