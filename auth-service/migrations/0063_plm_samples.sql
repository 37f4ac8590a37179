-- Atelier PLM, part 2 (issue 39): sample rounds of a style and what was measured on them.
--
-- A round is requested against one revision of the style (its spec is that revision's graded
-- chart at the round's size) from a supplier the style is shared with as a reviewer. `version`
-- moves on with each status move, which names the version it saw (no lost move).
CREATE TABLE plm_samples (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  style_id uuid NOT NULL,
  revision integer NOT NULL,
  type text NOT NULL CHECK (
    type IN ('Proto', 'Fit', 'Size set', 'Pre-production', 'Top of production')
  ),
  supplier_id uuid NOT NULL,
  size text NOT NULL CHECK (length(size) BETWEEN 1 AND 12),
  status text NOT NULL DEFAULT 'Requested' CHECK (
    status IN ('Requested', 'In work', 'Shipped', 'Received', 'Approved', 'Rejected')
  ),
  requested_on date NOT NULL,
  received_on date,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (style_id, revision) REFERENCES plm_style_revisions (style_id, revision)
    ON DELETE CASCADE
);
-- A style's rounds, newest first; a supplier's rounds across styles.
CREATE INDEX plm_samples_style ON plm_samples (style_id, created_at DESC);
CREATE INDEX plm_samples_supplier ON plm_samples (supplier_id, updated_at DESC);

-- One value per point of measure (its id in the revision's tech pack) of a round, in micrometres,
-- with a fit comment. `version` moves on with each write; a write names the version it read and
-- is applied only if it is still the current one, so two people entering the same point at once
-- never overwrite each other unseen.
CREATE TABLE plm_sample_measurements (
  sample_id uuid NOT NULL REFERENCES plm_samples (id) ON DELETE CASCADE,
  point_id text NOT NULL CHECK (length(point_id) BETWEEN 1 AND 40),
  measured_micrometres integer CHECK (measured_micrometres BETWEEN 0 AND 10000000),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sample_id, point_id)
);
