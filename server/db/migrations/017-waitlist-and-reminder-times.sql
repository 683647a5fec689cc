-- MS-01 (issue 31): the reminder times are the owner's (a confirmation request 48 h before, the reminder 24 h
-- before, an optional last one 2 h before) and so are the texts (NULL: the product's wording).
ALTER TABLE salon_settings ADD COLUMN confirm_request_hours integer DEFAULT 48
  CHECK (confirm_request_hours BETWEEN 25 AND 168);
ALTER TABLE salon_settings ADD COLUMN reminder_hours integer NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 3 AND 72);
ALTER TABLE salon_settings ADD COLUMN last_reminder_hours integer CHECK (last_reminder_hours BETWEEN 1 AND 12);
ALTER TABLE salon_settings ADD COLUMN reminder_text text CHECK (length(reminder_text) BETWEEN 1 AND 320);
ALTER TABLE salon_settings ADD COLUMN confirm_request_text text CHECK (length(confirm_request_text) BETWEEN 1 AND 320);
-- WL-02: how a freed time is offered: to one client at a time, each holding it for `waitlist_hold_minutes`, or to
-- everyone waiting at once (the first to accept wins; each offer lasts as long).
ALTER TABLE salon_settings ADD COLUMN waitlist_mode text NOT NULL DEFAULT 'one' CHECK (waitlist_mode IN ('one', 'all'));
ALTER TABLE salon_settings ADD COLUMN waitlist_hold_minutes integer NOT NULL DEFAULT 15
  CHECK (waitlist_hold_minutes BETWEEN 5 AND 240);

-- When each timed message goes, one row per time in force: the one place the appointments' outbox rows read
-- it. A confirmation request only goes to a phone (it is answered with a tap).
CREATE VIEW reminder_times AS
  SELECT 'confirm_request'::text AS kind, confirm_request_hours AS hours FROM salon_settings
    WHERE confirm_request_hours IS NOT NULL
  UNION ALL SELECT 'reminder', reminder_hours FROM salon_settings
  UNION ALL SELECT 'reminder', last_reminder_hours FROM salon_settings WHERE last_reminder_hours IS NOT NULL;

-- WL-01: who waits for what. A service, a professional or anyone (NULL), days and a time window in the salon's
-- minutes; the contact and her consent to messages on her phone.
CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY,
  service_id text NOT NULL,
  staff_id text,
  from_day date NOT NULL,
  to_day date NOT NULL CHECK (to_day >= from_day AND to_day <= from_day + 60),
  window_start smallint NOT NULL CHECK (window_start BETWEEN 0 AND 1440),
  window_end smallint NOT NULL CHECK (window_end > window_start AND window_end <= 1440),
  client_name text,
  client_phone text,
  client_email text,
  phone_key text,
  message_channel text CHECK (message_channel IN ('whatsapp', 'sms')),
  source text NOT NULL CHECK (source IN ('web', 'chat', 'staff')),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'booked', 'removed', 'expired')),
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The order of arrival, also between two entries of the same instant.
  seq bigserial NOT NULL,
  CHECK (client_phone IS NOT NULL OR client_email IS NOT NULL OR status <> 'waiting')
);
CREATE INDEX waitlist_entries_waiting ON waitlist_entries (from_day, to_day) WHERE status = 'waiting';
CREATE INDEX waitlist_entries_phone ON waitlist_entries (phone_key);

-- WL-02: a freed time offered to one entry. Each entry is offered a time once; at most one open offer per entry.
-- Accepting books through the widget's rules; the bookings' exclusion constraint decides between two accepts.
CREATE TABLE waitlist_offers (
  id uuid PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  staff_id text NOT NULL,
  starts_at timestamptz NOT NULL,
  offered_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > offered_at),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'expired', 'taken', 'withdrawn')),
  answered_at timestamptz,
  UNIQUE (entry_id, staff_id, starts_at)
);
CREATE UNIQUE INDEX waitlist_offers_one_open ON waitlist_offers (entry_id) WHERE status = 'open';
CREATE INDEX waitlist_offers_time ON waitlist_offers (staff_id, starts_at) WHERE status = 'open';

ALTER TABLE outbox ADD COLUMN offer_id uuid REFERENCES waitlist_offers (id) ON DELETE CASCADE;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer'));
ALTER TABLE bookings DROP CONSTRAINT bookings_source_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_source_check CHECK (source IN ('web', 'staff', 'waitlist'));

-- A message is about exactly one thing: an appointment, a person's account, or a waitlist offer.
ALTER TABLE outbox DROP CONSTRAINT outbox_one_subject;
ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject
  CHECK (num_nonnulls(booking_id, person_id, offer_id) = 1);
