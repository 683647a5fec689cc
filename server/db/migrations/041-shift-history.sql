-- TK-07 (issue 44): the reports' occupancy of a past period uses the shifts as they were then, not today's:
-- every weekly shift's life (from when, until when) is kept by the database as the team's saves change it.
-- Dated by the request's clock (`salon.now`, set with the actor) or, without one, the statement's.
CREATE FUNCTION salon_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('salon.now', true), '')::timestamptz, statement_timestamp())
$$;

CREATE TABLE shift_history (
  id bigserial PRIMARY KEY,
  staff_id text NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starts_minute smallint NOT NULL,
  ends_minute smallint NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX shift_history_staff ON shift_history (staff_id, valid_from);

-- The shifts there are now have been there as far back as anyone knows.
INSERT INTO shift_history (staff_id, weekday, starts_minute, ends_minute, valid_from)
  SELECT staff_id, weekday, starts_minute, ends_minute, '-infinity' FROM working_hours;

CREATE FUNCTION shift_lived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE shift_history SET valid_to = greatest(valid_from, salon_now())
    WHERE staff_id = OLD.staff_id AND weekday = OLD.weekday AND starts_minute = OLD.starts_minute
      AND ends_minute = OLD.ends_minute AND valid_to IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO shift_history (staff_id, weekday, starts_minute, ends_minute, valid_from)
    VALUES (NEW.staff_id, NEW.weekday, NEW.starts_minute, NEW.ends_minute, salon_now());
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER lived AFTER INSERT OR UPDATE OR DELETE ON working_hours FOR EACH ROW EXECUTE FUNCTION shift_lived();
