-- Every download of a Pro supplier's service catalogue by someone other than the supplier (issue
-- 43), recorded like a request's attachments (request_attachment_downloads): who and when. The
-- supplier's access log reads it; it goes with the supplier's profile.
CREATE TABLE supplier_catalogue_downloads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  supplier_id uuid NOT NULL REFERENCES supplier_profiles (user_id) ON DELETE CASCADE,
  upload_key text NOT NULL,
  file_name text NOT NULL,
  user_id uuid NOT NULL,
  user_name text NOT NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_catalogue_downloads_supplier_idx
  ON supplier_catalogue_downloads (supplier_id, downloaded_at DESC);
