-- PY-09 (issue 42): a client whose time is held while she pays a deposit is told so at once, with the
-- link to pay ('deposit_due'); if the hold lapses unpaid she is told why, with a link to book again
-- ('hold_lapsed'). Both by email, through the outbox like every message.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift', 'deposit_due', 'hold_lapsed'));
