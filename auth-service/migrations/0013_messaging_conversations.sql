-- Messages between users (spec 001 sections 2-5, 9; issue 13): one conversation per pair of
-- users, each member's own view of it (pinned, archived, how far they have read), and messages
-- with a server id (their order, and where a reconnecting client resumes) and the sender's
-- client id (a send repeated after a lost answer is stored once).
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The pair, smaller id first: one conversation per pair, whoever starts it.
  user_low uuid NOT NULL,
  user_high uuid NOT NULL,
  started_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last message (the list's order and preview); null until the first.
  last_message_id bigint,
  last_message_at timestamptz,
  CHECK (user_low < user_high),
  UNIQUE (user_low, user_high)
);

CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  -- How the other member sees this one: the profile's name and role when last written.
  name text NOT NULL,
  role text,
  pinned boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  -- Message ids up to which this member's devices have received and read (receipts).
  delivered_up_to bigint NOT NULL DEFAULT 0,
  read_up_to bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, user_id)
);

CREATE INDEX conversation_members_user_idx ON conversation_members (user_id, conversation_id);
-- The list's search by participant name.
CREATE INDEX conversation_members_name_trgm_idx ON conversation_members USING gin (name gin_trgm_ops);

CREATE TABLE messages (
  -- Ids grow in commit order (a send takes the messaging lock before its insert), so "every
  -- message after id N" misses nothing that committed before it.
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL,
  client_id uuid NOT NULL,
  content text NOT NULL CHECK (length(content) <= 5000),
  -- Uploads of purpose 'attachment': [{ key, name, size, type }].
  attachments jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (btrim(content, E' \t\r\n') <> '' OR jsonb_array_length(attachments) > 0),
  UNIQUE (sender_id, client_id)
);

CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);
-- The list's search by message text (any part of a word).
CREATE INDEX messages_content_trgm_idx ON messages USING gin (content gin_trgm_ops);
-- The list's "with attachments" filter.
CREATE INDEX messages_with_attachments_idx ON messages (conversation_id)
  WHERE jsonb_array_length(attachments) > 0;
