-- RP-01 (issue 33): where a visitor's booking came from — the widget, the widget opened from the chat's
-- times ('chat') or from her own appointment page /cita ('manage') — beside the desk and the waitlist.
ALTER TABLE bookings DROP CONSTRAINT bookings_source_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_source_check
  CHECK (source IN ('web', 'chat', 'manage', 'staff', 'waitlist'));
