-- Atelier PLM (issue 38): styles and every revision of their tech packs.
--
-- A style belongs to the freelancer or supplier who made it (owner_user_id), or to the company of
-- the brand member who made it (owner_company_id): exactly one. Its tech pack is one JSON document
-- (api-contract's StyleContent, validated by the API); the columns beside it are the list's
-- filters and order. Every save writes a row of plm_style_revisions and moves `revision` on by
-- one in the same transaction; a save names the revision it was loaded from and is refused when
-- that is no longer the current one (optimistic concurrency: no lost update).
CREATE TABLE plm_styles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id uuid,
  owner_company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  created_by uuid NOT NULL,
  style_number text NOT NULL CHECK (length(style_number) BETWEEN 1 AND 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  season text NOT NULL CHECK (season ~ '^(SS|FW)[0-9]{2}$'),
  category text NOT NULL CHECK (
    category IN ('Tops', 'Bottoms', 'Dresses', 'Outerwear', 'Knitwear', 'Swimwear', 'Lingerie',
      'Accessories', 'Footwear', 'Other')
  ),
  status text NOT NULL CHECK (
    status IN ('Concept', 'Development', 'Sampling', 'Approved', 'Production', 'Dropped')
  ),
  cover_image_id text,
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  content jsonb NOT NULL,
  updated_by uuid NOT NULL,
  updated_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (lower(style_number || ' ' || name)) STORED,
  CHECK ((owner_user_id IS NULL) <> (owner_company_id IS NULL))
);

-- A style number is unique per owner, whatever its case.
CREATE UNIQUE INDEX plm_styles_user_number ON plm_styles (owner_user_id, lower(style_number))
  WHERE owner_user_id IS NOT NULL;
CREATE UNIQUE INDEX plm_styles_company_number ON plm_styles (owner_company_id, lower(style_number))
  WHERE owner_company_id IS NOT NULL;
-- The list: one owner's styles, last saved first; its season filter's options.
CREATE INDEX plm_styles_user_list ON plm_styles (owner_user_id, updated_at DESC, id)
  WHERE owner_user_id IS NOT NULL;
CREATE INDEX plm_styles_company_list ON plm_styles (owner_company_id, updated_at DESC, id)
  WHERE owner_company_id IS NOT NULL;
CREATE INDEX plm_styles_search ON plm_styles USING gin (search_text gin_trgm_ops);

CREATE TABLE plm_style_revisions (
  style_id uuid NOT NULL REFERENCES plm_styles (id) ON DELETE CASCADE,
  revision integer NOT NULL CHECK (revision >= 1),
  content jsonb NOT NULL,
  author_id uuid NOT NULL,
  author_name text NOT NULL,
  -- What changed from the revision before, in words (compareStyles, summarizeChanges).
  summary text NOT NULL,
  -- The revision whose content this one restored, if it is a restore.
  restored_from integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (style_id, revision)
);
