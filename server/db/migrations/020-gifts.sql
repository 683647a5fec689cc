-- PY-04 (issue 32): bonos (N sessions of a service, valid M months) and gift cards (an amount, with a design)
-- the owner defines and visitors buy online; a code pays a booking in the widget or at the desk. The balance
-- and the sessions left are columns the database keeps non-negative: two bookings spending one code at the
-- same moment, on any number of processes, cannot both have it.
CREATE TABLE gift_products (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bono', 'gift')),
  name text NOT NULL CHECK (length(name) BETWEEN 2 AND 80),
  service_id text REFERENCES services (id),
  sessions integer CHECK (sessions BETWEEN 1 AND 50),
  amount_cents integer CHECK (amount_cents BETWEEN 500 AND 100000),
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 50 AND 500000),
  valid_months integer NOT NULL CHECK (valid_months BETWEEN 1 AND 36),
  design text NOT NULL DEFAULT 'rosa' CHECK (design IN ('rosa', 'dorado', 'verde')),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  CHECK ((kind = 'bono' AND service_id IS NOT NULL AND sessions IS NOT NULL AND amount_cents IS NULL)
      OR (kind = 'gift' AND amount_cents IS NOT NULL AND service_id IS NULL AND sessions IS NULL))
);

CREATE TABLE gift_codes (
  code text PRIMARY KEY,
  product_id text NOT NULL REFERENCES gift_products (id),
  kind text NOT NULL CHECK (kind IN ('bono', 'gift')),
  service_id text,
  sessions_left integer CHECK (sessions_left >= 0),
  balance_cents integer CHECK (balance_cents >= 0),
  expires_at timestamptz NOT NULL,
  buyer_name text,
  buyer_email text,
  recipient_name text,
  message text,
  paid_cents integer NOT NULL,
  checkout_session_id text UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE gift_redemptions (
  id bigserial PRIMARY KEY,
  code text NOT NULL REFERENCES gift_codes (code),
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  sessions integer,
  amount_cents integer,
  created_at timestamptz NOT NULL
);
CREATE INDEX gift_redemptions_booking ON gift_redemptions (booking_id);

ALTER TABLE payments DROP CONSTRAINT payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check
  CHECK (method IN ('stripe', 'cash', 'card_terminal', 'bizum', 'other', 'bono', 'gift_card'));

-- The buyer's email with the code.
ALTER TABLE outbox ADD COLUMN gift_code text REFERENCES gift_codes (code) ON DELETE CASCADE;
ALTER TABLE outbox DROP CONSTRAINT outbox_one_subject;
ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject CHECK (num_nonnulls(booking_id, person_id, offer_id, gift_code) = 1);
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift'));
