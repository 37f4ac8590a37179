-- Atelier PLM, part 2 (issue 39): approvals of a style's revisions.
--
-- One row per revision submitted for approval (no row: the revision's approval is `none`): who
-- submitted it and when, then who decided (approved, or asked for changes with a comment) and
-- when. The machine is auth-service's modules/plm/approval-status.ts; a decision is one
-- conditional UPDATE (WHERE state = 'submitted'), so two decisions at once apply once.
-- A revision is never changed by a save (saves write the next revision), so an approved revision
-- stays exactly as it was approved. The style's status following an approval is a revision of its
-- own, written with the decision in one transaction ('Approved of revision 3 by NAME').
CREATE TABLE plm_revision_approvals (
  style_id uuid NOT NULL,
  revision integer NOT NULL,
  state text NOT NULL CHECK (state IN ('submitted', 'approved', 'changes-requested')),
  submitted_by uuid NOT NULL,
  submitted_by_name text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid,
  decided_by_name text,
  decided_at timestamptz,
  -- An approval with `final`: the owner's final approval (the style becomes Approved).
  final boolean NOT NULL DEFAULT false,
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
  PRIMARY KEY (style_id, revision),
  FOREIGN KEY (style_id, revision) REFERENCES plm_style_revisions (style_id, revision)
    ON DELETE CASCADE,
  CHECK ((state = 'submitted') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL) AND (decided_by IS NULL) = (decided_by_name IS NULL)),
  CHECK (final = false OR state = 'approved'),
  CHECK (state <> 'changes-requested' OR length(comment) > 0)
);
