-- WL-06 (issue 43): a visit of several services can wait: the other services after the first, in order,
-- each with whoever does it.
ALTER TABLE waitlist_entries ADD COLUMN extras text[] NOT NULL DEFAULT '{}' CHECK (cardinality(extras) <= 3);
