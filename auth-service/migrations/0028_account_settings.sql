-- Account settings (spec 001 section 2: /client/settings, /supplier/settings): notification
-- preferences, one row per user once changed (absent: the defaults, every box on).
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY,
  email_messages boolean NOT NULL DEFAULT true,
  email_applications boolean NOT NULL DEFAULT true,
  email_requests boolean NOT NULL DEFAULT true,
  product_updates boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
