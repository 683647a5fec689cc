-- Issue 41 (its last part): an appointment's payment terms leave `bookings` for the payments area.
-- What she agreed to pay and where her card is kept — the deposit asked (PY-02), the fee and notice of a
-- card on file (PY-03), the Checkout session and Stripe's customer and card ids — are one row per
-- appointment that asks for money, owned by server/payments. The hold stays with the appointment: while
-- she pays, the appointment keeps its time until `held_until` (the old `payment_due_until`), which the
-- overlap rule, the release, the reminders and the reports read as the appointment's own state.
-- A backup from before restores as it was and this migration moves its data when the server starts.

CREATE TABLE payment_terms (
  booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  deposit_cents integer CHECK (deposit_cents > 0),
  card_fee_cents integer CHECK (card_fee_cents > 0),
  fee_notice_hours integer,
  checkout_session_id text UNIQUE,
  stripe_customer_id text,
  stripe_payment_method_id text
);

INSERT INTO payment_terms (booking_id, deposit_cents, card_fee_cents, fee_notice_hours, checkout_session_id,
                           stripe_customer_id, stripe_payment_method_id)
  SELECT id, deposit_cents, card_fee_cents, fee_notice_hours, checkout_session_id, stripe_customer_id,
         stripe_payment_method_id
  FROM bookings
  WHERE deposit_cents IS NOT NULL OR card_fee_cents IS NOT NULL OR checkout_session_id IS NOT NULL
     OR stripe_customer_id IS NOT NULL OR stripe_payment_method_id IS NOT NULL;

ALTER TABLE bookings
  DROP COLUMN deposit_cents,
  DROP COLUMN card_fee_cents,
  DROP COLUMN fee_notice_hours,
  DROP COLUMN checkout_session_id,
  DROP COLUMN stripe_customer_id,
  DROP COLUMN stripe_payment_method_id;

ALTER TABLE bookings RENAME COLUMN payment_due_until TO held_until;
ALTER INDEX bookings_payment_due RENAME TO bookings_held;
