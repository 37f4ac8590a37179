-- Every GIN index searched by a list route writes straight into its tree. With fastupdate (the
-- default) new entries wait in a pending list until VACUUM merges them, and every search scans
-- that list row by row first. PGlite, the embedded default, runs no autovacuum, so the list only
-- grew: after 10,000 products the 'blazer' lookup cost 0.73 ms instead of 0.09 ms (bench:catalogue).
-- Writes pay a little more; these tables are read far more often than written.
ALTER INDEX products_search_document SET (fastupdate = off);
ALTER INDEX products_search_words SET (fastupdate = off);
ALTER INDEX conversation_members_name_trgm_idx SET (fastupdate = off);
ALTER INDEX messages_content_trgm_idx SET (fastupdate = off);
ALTER INDEX public_profiles_categories SET (fastupdate = off);
ALTER INDEX public_profiles_search_document SET (fastupdate = off);
ALTER INDEX public_profiles_search_words SET (fastupdate = off);
ALTER INDEX jobs_search_document SET (fastupdate = off);

-- What earlier writes left pending is merged now.
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY[
  'products_search_document', 'products_search_words', 'conversation_members_name_trgm_idx',
  'messages_content_trgm_idx', 'public_profiles_categories', 'public_profiles_search_document',
  'public_profiles_search_words', 'jobs_search_document'
]) AS index_name;
