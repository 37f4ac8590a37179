-- Suppliers' responses to requests, each with a structured quote (jsonb, the contract's Quote:
-- price tiers, MOQ, sample cost and lead time, production lead time, tooling, Incoterm,
-- validity, certifications; money in cents of the request's currency), the standard NDA's
-- acceptance (version and time), and the status the request's owner moves it through.
CREATE TABLE request_responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES supplier_requests (id) ON DELETE CASCADE,
  supplier_id uuid NOT NULL,
  supplier_name text NOT NULL,
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'reviewing', 'shortlisted', 'interviewed', 'hired', 'rejected')),
  decline_reason text,
  quote jsonb NOT NULL,
  message text NOT NULL CHECK (length(message) <= 5000),
  -- [{ "key", "name", "size" }]: the supplier's uploads of purpose request-attachment.
  attachments jsonb NOT NULL DEFAULT '[]',
  nda_version text,
  nda_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One response per supplier and request: a new quote revises it.
  UNIQUE (request_id, supplier_id),
  CHECK ((nda_version IS NULL) = (nda_accepted_at IS NULL))
);
CREATE INDEX request_responses_supplier_idx ON request_responses (supplier_id, updated_at DESC);
