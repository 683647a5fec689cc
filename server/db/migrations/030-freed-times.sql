-- WL-04, WL-05 (issue 43): the waitlist offers only what really freed, and an offer holds its time.
--
-- A freed time is written where it happens, by the database: an appointment cancelled, moved, shortened
-- or removed; a block of time (a professional's time off, a closure, an offer's hold) shortened or
-- removed. A longer or new shift is written by the team's save (a weekly range: weekday and minutes).
-- Each row takes its number from the waitlist entries' own sequence, so "freed after she joined" is
-- `freed.seq > entry.seq`, with no clock to compare.
CREATE TABLE freed_times (
  seq bigint PRIMARY KEY DEFAULT nextval('waitlist_entries_seq_seq'),
  -- NULL: every professional (a closure).
  staff_id text,
  starts_at timestamptz,
  ends_at timestamptz,
  weekday smallint CHECK (weekday BETWEEN 0 AND 6),
  from_minute smallint,
  to_minute smallint,
  CHECK (
    (starts_at IS NOT NULL AND ends_at > starts_at AND weekday IS NULL)
    OR (starts_at IS NULL AND ends_at IS NULL AND weekday IS NOT NULL AND to_minute > from_minute)
  )
);
CREATE INDEX freed_times_range ON freed_times USING gist (tstzrange(starts_at, ends_at)) WHERE starts_at IS NOT NULL;

CREATE FUNCTION booking_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'cancelled' THEN
      INSERT INTO freed_times (staff_id, starts_at, ends_at) VALUES (OLD.staff_id, OLD.starts_at, OLD.blocked_until);
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'cancelled' AND (
       NEW.status = 'cancelled'
       OR (OLD.staff_id, OLD.starts_at, OLD.blocked_until) IS DISTINCT FROM (NEW.staff_id, NEW.starts_at, NEW.blocked_until)) THEN
    INSERT INTO freed_times (staff_id, starts_at, ends_at) VALUES (OLD.staff_id, OLD.starts_at, OLD.blocked_until);
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER freed AFTER UPDATE OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_freed();

CREATE FUNCTION block_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.staff_id, OLD.starts_at, OLD.ends_at) IS DISTINCT FROM (NEW.staff_id, NEW.starts_at, NEW.ends_at) THEN
    INSERT INTO freed_times (staff_id, starts_at, ends_at) VALUES (OLD.staff_id, OLD.starts_at, OLD.ends_at);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER freed AFTER UPDATE OR DELETE ON time_off FOR EACH ROW EXECUTE FUNCTION block_freed();

-- WL-05: an open offer's hold is a block of the professional's time (the widget, the chat and the desk
-- see it taken; booking it is refused like any block), released when the offer is answered or expires.
ALTER TABLE time_off ADD COLUMN waitlist_offer uuid REFERENCES waitlist_offers (id) ON DELETE CASCADE;
CREATE INDEX time_off_waitlist_offer ON time_off (waitlist_offer) WHERE waitlist_offer IS NOT NULL;

-- WL-04: joining is confirmed by her channel: the outbox names the entry.
ALTER TABLE outbox ADD COLUMN entry_id uuid;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift', 'deposit_due', 'hold_lapsed',
                  'waitlist_joined'));
ALTER TABLE outbox DROP CONSTRAINT outbox_one_subject;
ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject
  CHECK (num_nonnulls(booking_id, person_id, offer_id, gift_code, entry_id) = 1);
