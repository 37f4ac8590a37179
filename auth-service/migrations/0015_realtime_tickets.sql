-- Tickets that open a real-time connection (issue 13): a browser's WebSocket cannot send the
-- bearer header, so it trades its access token for a ticket, used once within 30 seconds, on any
-- API instance. Only a hash of the ticket is stored.
CREATE TABLE realtime_tickets (
  ticket_hash text PRIMARY KEY,
  user_id uuid NOT NULL,
  -- When the access token it was traded for expires: the connection is closed then.
  session_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX realtime_tickets_expires_idx ON realtime_tickets (expires_at);
