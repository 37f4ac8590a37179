-- Portfolio projects and client testimonials (spec 001 section 3: Portfolio item, Testimonial).
CREATE FUNCTION portfolio_search_text(title text, description text, tags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(title || ' ' || description || ' ' || array_to_string(tags, ' '))
$$;

CREATE TABLE portfolio_projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The freelancer's Keycloak user id.
  owner_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  category text NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  client text,
  year smallint CHECK (year BETWEEN 1900 AND 2100),
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'private')),
  -- Ordered uploads of purpose image: [{ "key", "name", "size" }].
  images jsonb NOT NULL DEFAULT '[]',
  featured boolean NOT NULL DEFAULT false,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (portfolio_search_text(title, description, tags)) STORED
);
CREATE INDEX portfolio_projects_owner ON portfolio_projects (owner_id, created_at DESC);

-- Written by a client who hired the freelancer, once per hire (the hiring loop's id).
CREATE TABLE portfolio_testimonials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hire_id uuid NOT NULL UNIQUE,
  freelancer_id uuid NOT NULL,
  client_id uuid NOT NULL,
  client_name text NOT NULL,
  client_avatar_url text,
  project_name text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_testimonials_freelancer ON portfolio_testimonials (freelancer_id, created_at DESC);
