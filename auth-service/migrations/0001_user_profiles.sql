-- One row per Keycloak user that has called auth-service: created on first sight from the token.
-- Keycloak is the source of truth for roles; `role` mirrors the user's platform realm role.
CREATE TABLE user_profiles (
  id uuid PRIMARY KEY, -- the access token's subject (Keycloak user id)
  email text NOT NULL,
  full_name text, -- null until the token or the user provides one
  role text CHECK (role IN ('freelancer', 'client', 'supplier', 'admin')), -- null until chosen
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The admin dashboard lists users newest first.
CREATE INDEX user_profiles_created_at_idx ON user_profiles (created_at DESC, id);
