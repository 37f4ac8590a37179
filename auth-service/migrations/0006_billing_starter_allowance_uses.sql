-- Starter allowances (spec 000: on the Starter plan, 1 application, 1 request reply, 1 job post
-- and 1 new contact per calendar month, by audience; Pro is unlimited). One counter per user,
-- allowance and UTC month. A use increments it in the transaction of the action it counts, so an
-- action that rolls back gives its use back, and the row lock makes two simultaneous uses wait for
-- each other: only one of them can pass a limit of 1.
CREATE TABLE starter_allowance_uses (
  user_id uuid NOT NULL,
  allowance text NOT NULL
    CHECK (allowance IN ('application', 'request-reply', 'job-post', 'new-contact')),
  month date NOT NULL CHECK (extract(day FROM month) = 1), -- the first day of the UTC month
  used integer NOT NULL CHECK (used > 0),
  PRIMARY KEY (user_id, allowance, month)
);
