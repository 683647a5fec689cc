-- The booking schema (BE-02..BE-05). Times are timestamptz (UTC); the salon's
-- local day and time are computed at the edges (src/lib/dates.ts salonInstant).
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE services (
  id text PRIMARY KEY,
  name text NOT NULL,
  minutes integer NOT NULL CHECK (minutes > 0),
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes >= 0),
  price_eur integer NOT NULL CHECK (price_eur >= 0),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE staff (
  id text PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE staff_services (
  staff_id text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  service_id text NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, service_id)
);

-- Weekly hours: minutes since local midnight, one row per shift.
CREATE TABLE working_hours (
  staff_id text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starts_minute integer NOT NULL,
  ends_minute integer NOT NULL,
  CHECK (starts_minute < ends_minute),
  PRIMARY KEY (staff_id, weekday, starts_minute)
);

-- Time off for one professional, or the whole salon when staff_id is null.
CREATE TABLE time_off (
  id bigserial PRIMARY KEY,
  staff_id text REFERENCES staff (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (starts_at < ends_at)
);
CREATE INDEX time_off_range ON time_off USING gist (tstzrange(starts_at, ends_at));

CREATE TABLE bookings (
  id uuid PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  service_id text NOT NULL REFERENCES services (id),
  staff_id text NOT NULL REFERENCES staff (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- ends_at plus the service's clean-up buffer: the professional is busy until then.
  blocked_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled', 'completed', 'no_show')),
  client_name text,
  client_phone text,
  client_email text,
  -- digits of the phone and lower-case email, for the per-contact limit and searches
  phone_key text,
  email_key text,
  price_eur integer NOT NULL,
  source text NOT NULL DEFAULT 'web' CHECK (source IN ('web', 'staff')),
  idempotency_key text UNIQUE,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  anonymised_at timestamptz,
  CHECK (starts_at < ends_at AND ends_at <= blocked_until),
  -- The referee for double booking (BE-04): no two confirmed bookings of one
  -- professional may overlap, whatever the application does.
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
    staff_id WITH =,
    tstzrange(starts_at, blocked_until) WITH &&
  ) WHERE (status = 'confirmed')
);
CREATE INDEX bookings_starts_at ON bookings (starts_at);
CREATE INDEX bookings_phone_key ON bookings (phone_key) WHERE status = 'confirmed';
CREATE INDEX bookings_email_key ON bookings (email_key) WHERE status = 'confirmed';

-- Transactional outbox (BE-05): written in the booking's transaction, sent by a worker.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'cancellation', 'update')),
  send_after timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  sent_at timestamptz,
  -- set when the message no longer applies (a reminder of a cancelled booking)
  dropped_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (send_after) WHERE sent_at IS NULL AND dropped_at IS NULL;
