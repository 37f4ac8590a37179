-- Deleted accounts (issue 25): a user id is written here when its account deletion starts, and
-- never removed. The authentication plugin refuses every token of an id listed here at once
-- (an access token stays valid at Keycloak for up to 5 minutes after the user is gone), and no
-- profile is ever created again for it. Only the id and the time: nothing else of the user.
CREATE TABLE deleted_accounts (
  user_id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- The client role a company membership gave (issue 25): a supplier or freelancer who joins a
-- company gets the client role in Keycloak, and loses it with the membership. A member who was a
-- client before joining keeps theirs (false).
ALTER TABLE company_members ADD COLUMN granted_client_role boolean NOT NULL DEFAULT false;

-- Members were named to each other by their e-mail when they had no name (issue 25): those
-- names, written into conversations before the fix, become the neutral label.
UPDATE conversation_members AS member
SET name = 'Atelier member'
FROM user_profiles AS profile
WHERE profile.id = member.user_id AND member.name = profile.email;
