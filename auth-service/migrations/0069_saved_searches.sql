-- Saved searches with alerts (issue 40): a user's named query and filters of one list (today the
-- supplier requests list), and whether new matches are e-mailed (off, daily or instant).
--
-- `alert_since`: items published from then on are new to the alert (set when the alert is turned
-- on, so saving a search never mails what was already there). `alert_after`: the earliest time
-- the next alert e-mail may go (instant: an hour after the last one; daily: the next digest
-- time); null while the alert is off. Claiming a search for an e-mail moves it on in the
-- e-mail's transaction, so two instances never send the same period twice.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL,
  list text NOT NULL CHECK (list IN ('requests')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  query jsonb NOT NULL,
  alert text NOT NULL DEFAULT 'off' CHECK (alert IN ('off', 'daily', 'instant')),
  alert_since timestamptz,
  alert_after timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((alert = 'off') = (alert_after IS NULL))
);
-- The owner's searches, newest first; the alerts due.
CREATE INDEX saved_searches_owner ON saved_searches (owner_id, created_at DESC);
CREATE INDEX saved_searches_due ON saved_searches (alert_after) WHERE alert <> 'off';

-- The items each search's alerts have sent: an item is never e-mailed twice for one search.
CREATE TABLE saved_search_sent_items (
  saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  item_id uuid NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, item_id)
);
