-- Atelier PLM, part 2 (issue 39): the people a style is shared with. An editor may change the
-- tech pack; a reviewer may read it (comments and sample measurements come with later items).
-- Removing the row takes the access at once: every read names the caller in its query.
CREATE TABLE plm_style_collaborators (
  style_id uuid NOT NULL REFERENCES plm_styles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'reviewer')),
  added_by uuid NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (style_id, user_id)
);
-- The styles shared with a user (their list).
CREATE INDEX plm_style_collaborators_user ON plm_style_collaborators (user_id, style_id);
