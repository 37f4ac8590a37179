-- Issue 43 item 7: views count one view per viewer and day (never the owner's). A row says that
-- `viewer` (a signed-in user's id, or a hash of a visitor's address) has been counted today for
-- `subject` (`profile:<user id>`, `product:<product id>`); only the first read of the day counts.
-- Yesterday's and older rows of a subject go when it is next read (a range of the key, which
-- leads with subject and day): the table holds about a day.
CREATE TABLE daily_viewers (
  subject text NOT NULL,
  viewer text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (subject, day, viewer)
);
