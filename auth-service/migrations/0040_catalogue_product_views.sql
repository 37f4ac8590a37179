-- Product views per day (the freelancer's analytics: views over time); products.views stays the
-- total. The author is kept on the row so that an author's days are read from one index.
CREATE TABLE product_views (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  author_id uuid NOT NULL,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (product_id, day)
);
CREATE INDEX product_views_author_day ON product_views (author_id, day);
