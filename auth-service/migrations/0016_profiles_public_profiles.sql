-- Public profiles (spec 001 sections 2 and 3: Manage Profile, the public profile, the talent and
-- supplier directory). The username is the profile's public address (/portfolio/<username>):
-- chosen once, stored in lower case, unique; the unique index is what keeps two users racing
-- for one name from both getting it.
ALTER TABLE user_profiles ADD COLUMN username text
  CHECK (username ~ '^[a-z0-9][a-z0-9_-]{2,29}$');
CREATE UNIQUE INDEX user_profiles_username ON user_profiles (username);

-- Generated columns need immutable expressions; array_to_string on text[] is immutable in fact.
CREATE FUNCTION public_profile_search_document(
  full_name text, profession text, skills text[], services text[], categories text[], bio text
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', profession), 'A')
      || setweight(to_tsvector('simple', full_name), 'A')
      || setweight(to_tsvector('english', array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('english', array_to_string(services, ' ')), 'B')
      || setweight(to_tsvector('english', array_to_string(categories, ' ')), 'C')
      || setweight(to_tsvector('english', bio), 'D')
$$;

-- One per freelancer (or supplier) who filled in Manage Profile; the same user id as
-- user_profiles. Contact details are shown only when show_contact_info.
CREATE TABLE public_profiles (
  user_id uuid PRIMARY KEY REFERENCES user_profiles (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('freelancer', 'supplier')),
  full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 100),
  profession text NOT NULL CHECK (length(profession) BETWEEN 1 AND 100),
  location text NOT NULL DEFAULT '',
  availability text NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'booked')),
  bio text NOT NULL CHECK (length(bio) BETWEEN 1 AND 5000),
  categories text[] NOT NULL DEFAULT '{}',
  skills text[] NOT NULL DEFAULT '{}',
  services text[] NOT NULL DEFAULT '{}',
  languages text[] NOT NULL DEFAULT '{}',
  -- Whole units of `currency` per hour; NULL when not given.
  hourly_rate integer CHECK (hourly_rate >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP')),
  open_to_full_time boolean NOT NULL DEFAULT false,
  open_to_remote boolean NOT NULL DEFAULT true,
  years_experience smallint NOT NULL DEFAULT 0 CHECK (years_experience BETWEEN 0 AND 80),
  linkedin text,
  instagram text,
  website text,
  contact_email text,
  phone text,
  -- An upload id (purpose image), cropped to a square in the browser before upload.
  photo_key text,
  is_public boolean NOT NULL DEFAULT true,
  show_contact_info boolean NOT NULL DEFAULT false,
  allow_downloads boolean NOT NULL DEFAULT false,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_document tsvector GENERATED ALWAYS AS
    (public_profile_search_document(full_name, profession, skills, services, categories, bio)) STORED,
  search_words text GENERATED ALWAYS AS
    (lower(full_name || ' ' || profession)) STORED
);

-- The directory lists public profiles only, most recently updated first (Pro members and the
-- others each read in this order, filters applied along the way).
CREATE INDEX public_profiles_directory ON public_profiles (updated_at DESC, user_id)
  WHERE is_public;
CREATE INDEX public_profiles_categories ON public_profiles USING gin (categories) WHERE is_public;
CREATE INDEX public_profiles_search_document ON public_profiles USING gin (search_document);
CREATE INDEX public_profiles_search_words ON public_profiles USING gin (search_words gin_trgm_ops);

-- Profile views per day (the analytics' views over time); public_profiles.views is the total.
CREATE TABLE profile_views (
  user_id uuid NOT NULL REFERENCES public_profiles (user_id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (user_id, day)
);
