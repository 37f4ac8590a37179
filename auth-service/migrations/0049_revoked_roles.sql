-- Realm roles taken away from a user (issue 25): the client role a company membership gave goes
-- with the membership, in Keycloak, but an access token issued before keeps it for up to 5
-- minutes. The authentication plugin drops a role listed here from every token issued at or
-- before `revoked_at`; a token issued later (the role given again) keeps it.
CREATE TABLE revoked_roles (
  user_id uuid NOT NULL,
  role text NOT NULL,
  revoked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);
CREATE INDEX revoked_roles_revoked_at ON revoked_roles (revoked_at);
