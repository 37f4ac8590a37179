-- The product catalogue (spec 001 sections 3 and 4): freelancers' digital products and custom
-- services, the public marketplace's search, and each signed-in user's favourites.
-- pg_trgm finds titles through typos ('blazr' -> 'blazer'); PGlite loads it in its constructor
-- (src/platform/database/pglite.ts), PostgreSQL ships it with its contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Generated columns need immutable expressions, and array_to_string is only stable (it calls
-- the element type's output function); for text[] it is immutable in fact, hence these wrappers.
CREATE FUNCTION catalogue_search_document(title text, description text, tags text[], author_name text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title), 'A')
      || setweight(to_tsvector('english', array_to_string(tags, ' ')), 'B')
      || setweight(to_tsvector('english', author_name), 'C')
      || setweight(to_tsvector('english', description), 'D')
$$;

CREATE FUNCTION catalogue_search_words(title text, tags text[], author_name text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(title || ' ' || array_to_string(tags, ' ') || ' ' || author_name)
$$;

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The Keycloak user id of the freelancer who sells it (the token's subject).
  author_id uuid NOT NULL,
  -- The author's name when the product was last saved (from the profile), shown and searched.
  author_name text NOT NULL DEFAULT '',
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  category text NOT NULL,
  subcategory text,
  -- Money in cents of `currency` (USD only for now, spec section 9).
  price_cents integer NOT NULL CHECK (price_cents > 0),
  original_price_cents integer CHECK (original_price_cents > 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
  product_type text NOT NULL CHECK (product_type IN ('ready-made', 'custom')),
  license text NOT NULL DEFAULT 'commercial' CHECK (license IN ('commercial', 'personal', 'extended')),
  -- Custom services only (NULL for ready-made products).
  delivery_time text CHECK (delivery_time IN ('1-3', '3-7', '7-14', '14-30')),
  revisions smallint CHECK (revisions BETWEEN 0 AND 10),
  requirements text,
  tags text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'private')),
  -- Ordered lists of stored uploads: [{ "key", "name", "size" }] and [{ "key", "name", "size",
  -- "type" }]; the keys are the storage module's.
  images jsonb NOT NULL DEFAULT '[]',
  files jsonb NOT NULL DEFAULT '[]',
  is_featured boolean NOT NULL DEFAULT false,
  is_bestseller boolean NOT NULL DEFAULT false,
  downloads integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  total_sales integer NOT NULL DEFAULT 0 CHECK (total_sales >= 0),
  revenue_cents bigint NOT NULL DEFAULT 0 CHECK (revenue_cents >= 0),
  rating numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_document tsvector GENERATED ALWAYS AS
    (catalogue_search_document(title, description, tags, author_name)) STORED,
  search_words text GENERATED ALWAYS AS (catalogue_search_words(title, tags, author_name)) STORED
);

-- The seller's own list ('Manage Products'), and 'More from {author}'.
CREATE INDEX products_author ON products (author_id, updated_at DESC);

-- The marketplace lists published products only: each sort of section 9 reads an index.
CREATE INDEX products_featured ON products
  (is_featured DESC, is_bestseller DESC, downloads DESC, created_at DESC, id)
  WHERE status = 'published';
CREATE INDEX products_newest ON products (created_at DESC, id)
  WHERE status = 'published';
CREATE INDEX products_price ON products (price_cents, id)
  WHERE status = 'published';
CREATE INDEX products_downloads ON products (downloads DESC, id)
  WHERE status = 'published';
CREATE INDEX products_rating ON products (rating DESC, review_count DESC, id)
  WHERE status = 'published';
CREATE INDEX products_category ON products (category, subcategory)
  WHERE status = 'published';

-- Search: full-text (ranked) and trigram word similarity (typos).
CREATE INDEX products_search_document ON products USING gin (search_document);
CREATE INDEX products_search_words ON products
  USING gin (search_words gin_trgm_ops);

-- A signed-in user's favourite products (the marketplace's heart toggle).
CREATE TABLE product_favourites (
  user_id uuid NOT NULL,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX product_favourites_product_id ON product_favourites (product_id);
