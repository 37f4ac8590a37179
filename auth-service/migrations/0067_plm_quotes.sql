-- Atelier PLM, part 2 (issue 39): quotes from a style, and the confidential style behind an NDA.
--
-- A style may be confidential: a reviewer reaches it only once they accepted the standard NDA
-- (the one requests' confidential listings use), for this style, or with their response to a
-- request made from it. Editors are chosen by the owner for the work itself and need no NDA.
ALTER TABLE plm_styles ADD COLUMN confidential boolean NOT NULL DEFAULT false;

-- The supplier requests made from a style ('Request quotes' on an approved revision): the
-- revision whose tech pack PDF the request carries, and the quantity its quotes are priced for.
CREATE TABLE plm_style_requests (
  request_id uuid PRIMARY KEY REFERENCES supplier_requests (id) ON DELETE CASCADE,
  style_id uuid NOT NULL,
  revision integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000000),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (style_id, revision) REFERENCES plm_style_revisions (style_id, revision)
    ON DELETE CASCADE
);
CREATE INDEX plm_style_requests_style ON plm_style_requests (style_id, created_at DESC);

-- The FOB price of a style from the quote its owner accepted (one a style: the latest accepted
-- quote's), in cents of the request's currency, with where it came from. Written in the
-- acceptance's transaction, so an acceptance sets it once.
CREATE TABLE plm_style_quoted_prices (
  style_id uuid PRIMARY KEY REFERENCES plm_styles (id) ON DELETE CASCADE,
  request_id uuid NOT NULL REFERENCES supplier_requests (id) ON DELETE CASCADE,
  response_id uuid NOT NULL REFERENCES request_responses (id) ON DELETE CASCADE,
  supplier_id uuid NOT NULL,
  supplier_name text NOT NULL,
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP')),
  quantity integer NOT NULL CHECK (quantity >= 1),
  accepted_at timestamptz NOT NULL DEFAULT now()
);

-- A reviewer's acceptance of a confidential style's NDA (the standard NDA's version).
CREATE TABLE plm_style_ndas (
  style_id uuid NOT NULL REFERENCES plm_styles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  nda_version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (style_id, user_id)
);

-- The access log of a confidential style, as requests keep one of their NDA files: every NDA
-- accepted and every opening of the style or its downloads by someone not on the owner's side.
CREATE TABLE plm_style_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  style_id uuid NOT NULL REFERENCES plm_styles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  user_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('nda-accepted', 'opened', 'downloaded')),
  what text NOT NULL DEFAULT '' CHECK (length(what) <= 200),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plm_style_access_log_style ON plm_style_access_log (style_id, at DESC);
