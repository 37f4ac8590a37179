-- Every download of a request's attachment (or a response's) by someone other than its owner:
-- the request's owner sees who opened which file and when (the access log).
CREATE TABLE request_attachment_downloads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES supplier_requests (id) ON DELETE CASCADE,
  upload_key text NOT NULL,
  file_name text NOT NULL,
  user_id uuid NOT NULL,
  user_name text NOT NULL,
  downloaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_attachment_downloads_request_idx
  ON request_attachment_downloads (request_id, downloaded_at DESC);
