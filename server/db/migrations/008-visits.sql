-- SS-02: a visit of up to three services, back to back, booked all-or-nothing. Its appointments
-- share one reference (the visitor's, in one email with one .ics) and are numbered 0, 1, 2 in time
-- order; a single appointment is a visit of one (position 0). The first holds the idempotency key
-- and the mail; /cita's link names it and acts on the whole visit.
ALTER TABLE bookings ADD COLUMN visit_position smallint NOT NULL DEFAULT 0
  CHECK (visit_position BETWEEN 0 AND 2);
ALTER TABLE bookings DROP CONSTRAINT bookings_reference_key;
CREATE UNIQUE INDEX bookings_reference_position ON bookings (reference, visit_position);
