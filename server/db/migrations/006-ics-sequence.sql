-- SS-01: every change a client's calendar must pick up (a move, a cancellation) raises the booking's
-- iCalendar SEQUENCE; the .ics keeps the booking's id as its UID.
ALTER TABLE bookings ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0;
