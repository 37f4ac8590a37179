-- Notifications (spec 001 sections 2, 3, 5; issue 13): stored per user, pushed on the user's
-- real-time connection, listed on each role's notifications page; dismissing marks one read.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'application-received', 'application-status-changed', 'message-received',
    'listing-invitation', 'quote-received'
  )),
  -- What the text is made of (who, about what) and where it leads; see notifications/kinds.ts.
  payload jsonb NOT NULL DEFAULT '{}',
  -- For 'message-received': the conversation, so one unread notification stands for many messages.
  conversation_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);

CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_unread_conversation_idx
  ON notifications (user_id, conversation_id) WHERE read_at IS NULL AND conversation_id IS NOT NULL;
