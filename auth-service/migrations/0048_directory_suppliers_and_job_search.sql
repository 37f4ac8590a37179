-- Suppliers on /explore (issue 26): the directory lists public_profiles, which only Manage
-- Profile wrote, so a supplier who saved a supplier profile and services was never listed. The
-- companies module now writes each supplier's directory entry whenever their profile or services
-- change (companies/directory-listing.ts); this lists the suppliers saved before, with the same
-- fields: the company's name, the kinds of service they offer (or 'Supplier'), their location,
-- description, capabilities, service titles and the services' categories.
INSERT INTO public_profiles (user_id, role, full_name, profession, location, bio, categories, skills, services)
SELECT s.user_id,
       'supplier',
       s.company_name,
       COALESCE(
         (SELECT NULLIF(left(string_agg(DISTINCT t.type, ' · '), 100), '')
            FROM supplier_services t WHERE t.supplier_id = s.user_id),
         'Supplier'),
       COALESCE(s.location, ''),
       COALESCE(NULLIF(btrim(s.description), ''), s.company_name),
       COALESCE(
         (SELECT array_agg(DISTINCT c) FROM supplier_services t, unnest(t.categories) AS c
           WHERE t.supplier_id = s.user_id),
         '{}'),
       s.capabilities,
       COALESCE(
         (SELECT array_agg(t.title ORDER BY t.updated_at DESC, t.id)
            FROM supplier_services t WHERE t.supplier_id = s.user_id),
         '{}')
  FROM supplier_profiles s
  JOIN user_profiles u ON u.id = s.user_id
ON CONFLICT (user_id) DO NOTHING;

-- The job board's search (issue 26): its placeholder says 'Title, company, skill or location',
-- but the document held the title, skills and description only, so a company or a city found
-- nothing. The document now holds the company (weighted as the skills) and the location, and
-- close spellings are found through trigrams, as the catalogue's search does (0005, 0029): the
-- full-text match first, trigram word similarity only when it finds nothing. A confidential
-- job's brand is hidden from the board, so it is never searched either.
CREATE FUNCTION jobs_search_document(
  title text, company text, location text, skills text[], description text
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', title), 'A')
      || setweight(to_tsvector('simple', company), 'B')
      || setweight(to_tsvector('english', array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('simple', location), 'C')
      || setweight(to_tsvector('english', description), 'D')
$$;

CREATE FUNCTION jobs_search_words(title text, company text, location text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(title || ' ' || company || ' ' || location)
$$;

ALTER TABLE jobs DROP COLUMN search_document;
DROP FUNCTION jobs_search_document(text, text[], text);
ALTER TABLE jobs
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (jobs_search_document(
    title, CASE WHEN visibility = 'confidential' THEN '' ELSE company END, location, skills,
    description)) STORED,
  ADD COLUMN search_words text GENERATED ALWAYS AS (jobs_search_words(
    title, CASE WHEN visibility = 'confidential' THEN '' ELSE company END, location)) STORED;
CREATE INDEX jobs_search_document ON jobs USING gin (search_document) WITH (fastupdate = off);
CREATE INDEX jobs_search_words ON jobs USING gin (search_words gin_trgm_ops)
  WITH (fastupdate = off);
