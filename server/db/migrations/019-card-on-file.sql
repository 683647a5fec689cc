-- PY-03 (issue 32): a service may keep the client's card instead of taking a deposit: nothing is charged at
-- booking; a no-show, or a cancellation later than the service's notice, may be charged its fee off-session
-- by the desk within 14 days. The card is saved by Stripe Checkout in setup mode, on a Stripe Customer.
ALTER TABLE services DROP CONSTRAINT services_deposit_kind_check;
ALTER TABLE services ADD CONSTRAINT services_deposit_kind_check CHECK (deposit_kind IN ('none', 'fixed', 'percent', 'card'));
ALTER TABLE services ADD COLUMN fee_notice_hours integer NOT NULL DEFAULT 24 CHECK (fee_notice_hours BETWEEN 1 AND 168);

-- The fee and notice she accepted, and where her card is kept (Stripe's ids only; no card data here).
ALTER TABLE bookings ADD COLUMN card_fee_cents integer CHECK (card_fee_cents > 0);
ALTER TABLE bookings ADD COLUMN fee_notice_hours integer;
ALTER TABLE bookings ADD COLUMN stripe_customer_id text;
ALTER TABLE bookings ADD COLUMN stripe_payment_method_id text;

ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (kind IN ('deposit', 'refund', 'visit', 'fee'));
-- One fee per appointment, whoever presses the button twice (the database decides).
CREATE UNIQUE INDEX payments_one_fee ON payments (booking_id) WHERE kind = 'fee' AND status <> 'failed';

-- A fee the bank wants her to approve: she gets a link to pay it (the outbox's `link`).
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link'));
