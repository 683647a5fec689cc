-- PY-01, PY-02, PY-05 (issue 32): a service may ask for a deposit when booked online — a fixed amount in
-- whole euros or a percentage of its price — paid on Stripe Checkout. While she pays, the appointment holds
-- its time (it is 'confirmed' with `payment_due_until`, so the overlap rule counts it); paid, the deposit is
-- recorded; not paid in time, the hold is released. Every money movement is a row in `payments`.
ALTER TABLE services ADD COLUMN deposit_kind text NOT NULL DEFAULT 'none'
  CHECK (deposit_kind IN ('none', 'fixed', 'percent'));
ALTER TABLE services ADD COLUMN deposit_amount integer NOT NULL DEFAULT 0 CHECK (deposit_amount BETWEEN 0 AND 5000);

ALTER TABLE bookings ADD COLUMN deposit_cents integer CHECK (deposit_cents > 0);
-- Held while she pays: the time is hers until then; NULL once paid (or when nothing is due).
ALTER TABLE bookings ADD COLUMN payment_due_until timestamptz;
ALTER TABLE bookings ADD COLUMN checkout_session_id text UNIQUE;
CREATE INDEX bookings_payment_due ON bookings (payment_due_until) WHERE payment_due_until IS NOT NULL;

CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  -- A deposit paid, a refund owed or made, or what the desk took at the visit (PY-05).
  kind text NOT NULL CHECK (kind IN ('deposit', 'refund', 'visit')),
  method text NOT NULL CHECK (method IN ('stripe', 'cash', 'card_terminal', 'bizum', 'other')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- A refund waits here until Stripe has made it (the worker's idempotency key is the row's id).
  status text NOT NULL DEFAULT 'done' CHECK (status IN ('pending', 'done', 'failed')),
  provider_id text,
  created_at timestamptz NOT NULL,
  done_at timestamptz,
  last_error text
);
CREATE UNIQUE INDEX payments_provider ON payments (kind, provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX payments_booking ON payments (booking_id);
CREATE INDEX payments_pending ON payments (id) WHERE status = 'pending';

-- Each Stripe event is handled once (a webhook Stripe delivers twice does nothing twice).
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id');
