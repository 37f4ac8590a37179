-- Companies (spec 001 section 2: /client/profile, /client/team, /supplier/profile): a client's
-- company profile and its team, and a supplier's profile. User ids are Keycloak's (the token's
-- subject).
CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  website text CHECK (length(website) <= 300),
  location text CHECK (length(location) <= 120),
  description text CHECK (length(description) <= 2000),
  -- An upload id (purpose image) owned by the owner who set it.
  logo_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A user belongs to at most one company; the client who created it is its owner.
CREATE TABLE company_members (
  user_id uuid PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_members_company ON company_members (company_id, joined_at);

-- An email invited to a company; it joins when someone signed in with that email accepts.
CREATE TABLE company_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Lower-cased.
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  invited_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, email)
);
CREATE INDEX company_invitations_email ON company_invitations (email);

CREATE TABLE supplier_profiles (
  user_id uuid PRIMARY KEY,
  company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 120),
  capabilities text[] NOT NULL DEFAULT '{}',
  certifications text[] NOT NULL DEFAULT '{}',
  regions text[] NOT NULL DEFAULT '{}',
  description text CHECK (length(description) <= 2000),
  website text CHECK (length(website) <= 300),
  location text CHECK (length(location) <= 120),
  logo_key text,
  -- A Pro supplier's service catalogue: an upload id (purpose service-catalogue), its name, size.
  catalogue_key text,
  catalogue_name text,
  catalogue_size bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
