-- OW-11: how online booking works is the owner's setting (was fixed in src/content/booking.ts and the
-- environment): the horizon, the cancel notice, the per-contact limit and the slot grid. One form, one
-- version; the defaults are today's values, so an existing salon keeps working as it did.
ALTER TABLE salon_settings ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 90
  CHECK (booking_horizon_days BETWEEN 1 AND 365);
ALTER TABLE salon_settings ADD COLUMN cancel_notice_hours integer NOT NULL DEFAULT 24
  CHECK (cancel_notice_hours BETWEEN 0 AND 168);
ALTER TABLE salon_settings ADD COLUMN max_future_bookings integer NOT NULL DEFAULT 3
  CHECK (max_future_bookings BETWEEN 1 AND 1000000);
ALTER TABLE salon_settings ADD COLUMN slot_minutes integer NOT NULL DEFAULT 60
  CHECK (slot_minutes IN (15, 30, 60));
ALTER TABLE salon_settings ADD COLUMN booking_version integer NOT NULL DEFAULT 1;

-- The audit log leaves the form's version out, as it does the hours' (AC-05).
DROP TRIGGER audit ON salon_settings;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON salon_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id', 'version', 'hours_version', 'booking_version');
