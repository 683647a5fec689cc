-- SS-04: a client's own change of time gets its own email ('Has cambiado tu cita'), not the salon's
-- ('Hemos cambiado tu cita').
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite', 'reset'));
