-- Issue 28: what the busiest statements read, by index rather than by scanning.
-- The outbox worker's claim walks the due rows in (send_after, id) order and stops at its limit; the
-- earlier unsent row of the same booking (mail goes in order) is found by the booking's id.
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (send_after, id) WHERE sent_at IS NULL AND dropped_at IS NULL;
CREATE INDEX outbox_unsent_by_booking ON outbox (booking_id, id) WHERE sent_at IS NULL AND dropped_at IS NULL;
-- MS-04: a paid message whose send began and never finished, looked for before every claim.
CREATE INDEX outbox_sending ON outbox (locked_until)
  WHERE sending_at IS NOT NULL AND sent_at IS NULL AND dropped_at IS NULL;
