-- A supplier's services, listed like listings (spec 001 section 2, /supplier/services): price
-- range, minimum order quantity, lead time, categories and certifications.
CREATE TABLE supplier_services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  type text NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  categories text[] NOT NULL DEFAULT '{}',
  certifications text[] NOT NULL DEFAULT '{}',
  -- Minor units of `currency`.
  price_min bigint CHECK (price_min >= 0),
  price_max bigint CHECK (price_max >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP')),
  moq integer CHECK (moq >= 0),
  lead_time_min_days integer CHECK (lead_time_min_days >= 0),
  lead_time_max_days integer CHECK (lead_time_max_days >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (price_min IS NULL OR price_max IS NULL OR price_min <= price_max),
  CHECK (lead_time_min_days IS NULL OR lead_time_max_days IS NULL OR lead_time_min_days <= lead_time_max_days)
);
CREATE INDEX supplier_services_supplier ON supplier_services (supplier_id, updated_at DESC);
