-- Addresses left in the landing page's PLM waitlist and 'Stay Updated' newsletter boxes.
-- Emails are stored lower-cased (no citext: that extension is not in every PostgreSQL install),
-- and one address may be on each list once.
CREATE TABLE waitlist_signups (
  email text NOT NULL CHECK (email = lower(email)),
  source text NOT NULL CHECK (source IN ('plm', 'newsletter')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, source)
);
