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
