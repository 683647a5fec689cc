-- AP-02 (issue 42): an appointment's time is never sold again while it is not cancelled — a completed
-- visit or a no-show kept its time as much as a confirmed one. The overlap rule (BE-04) counted only
-- confirmed rows, so an early 'Realizada' freed the time for a second client. It now counts every
-- appointment that is not cancelled.
-- Appointments that already overlap from before (two visits drawn on top of each other) are kept as
-- history: they are marked `overlap_kept`, stay out of the rule, and the grid marks the conflict.
ALTER TABLE bookings ADD COLUMN overlap_kept boolean NOT NULL DEFAULT false;
UPDATE bookings b SET overlap_kept = true
WHERE b.status IN ('completed', 'no_show')
  AND EXISTS (SELECT 1 FROM bookings o
              WHERE o.id <> b.id AND o.staff_id = b.staff_id AND o.status <> 'cancelled'
                AND tstzrange(o.starts_at, o.blocked_until) && tstzrange(b.starts_at, b.blocked_until));
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  staff_id WITH =,
  tstzrange(starts_at, blocked_until) WITH &&
) WHERE (status <> 'cancelled' AND NOT overlap_kept);
