-- OW-01: the salon's settings live in the database, seeded from src/content on an empty database
-- (server/db/seed.ts). Each editable row carries a version: a save names the version it edited and
-- a stale one gets 409 (OW-06). salon_settings.version counts every saved change (the render cache).
ALTER TABLE services ADD COLUMN title text;
ALTER TABLE services ADD COLUMN description text;
ALTER TABLE services ADD COLUMN features text[];
ALTER TABLE services ADD COLUMN icon text;
ALTER TABLE services ADD COLUMN position integer NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE services ADD CONSTRAINT services_features_three CHECK (features IS NULL OR cardinality(features) = 3);

ALTER TABLE staff ADD COLUMN photo text;
ALTER TABLE staff ADD COLUMN version integer NOT NULL DEFAULT 1;

-- The salon's opening hours: one row per open weekday (stated once; shifts must fall inside).
CREATE TABLE opening_hours (
  weekday smallint PRIMARY KEY CHECK (weekday BETWEEN 0 AND 6),
  opens_minute integer NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
  closes_minute integer NOT NULL CHECK (closes_minute BETWEEN 1 AND 1440),
  CHECK (opens_minute < closes_minute)
);

-- One row: the settings that are not a list.
CREATE TABLE salon_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  booking_closed_weekdays smallint[] NOT NULL DEFAULT '{}',
  hours_version integer NOT NULL DEFAULT 1,
  version bigint NOT NULL DEFAULT 1
);

-- A whole-salon block (staff_id IS NULL) is a closure; its note is shown to visitors.
ALTER TABLE time_off ADD COLUMN public_note text NOT NULL DEFAULT '';
