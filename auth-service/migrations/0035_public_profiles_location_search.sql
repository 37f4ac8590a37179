-- The directory's location filter (`location ILIKE '%porto%'`, any part of the place) read every
-- listed profile to count its matches: 9.3 ms on PostgreSQL and 15.7 ms on PGlite over 10,000
-- profiles (npm run explain:lists). A trigram index of the listed profiles' places answers it
-- from the index. Without a pending list, as every searched GIN index (see 0029).
CREATE INDEX public_profiles_location_trgm ON public_profiles USING gin (location gin_trgm_ops)
  WITH (fastupdate = off) WHERE is_public;
