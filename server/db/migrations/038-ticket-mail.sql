-- TK-04 (issue 44): the ticket's copy by email, about the visit it closed.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift', 'deposit_due', 'hold_lapsed',
                  'waitlist_joined', 'ticket'));
