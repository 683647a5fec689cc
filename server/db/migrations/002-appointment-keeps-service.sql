-- OW-04: an appointment keeps the service name and duration it was booked with (the price already
-- was: price_eur). A later change of the service never alters it in emails, /cita, the agenda or the CSV.
ALTER TABLE bookings ADD COLUMN service_name text;
ALTER TABLE bookings ADD COLUMN service_minutes integer;
UPDATE bookings b SET service_name = s.name, service_minutes = s.minutes FROM services s WHERE s.id = b.service_id;
ALTER TABLE bookings ALTER COLUMN service_name SET NOT NULL;
ALTER TABLE bookings ALTER COLUMN service_minutes SET NOT NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_service_minutes_check CHECK (service_minutes > 0);
