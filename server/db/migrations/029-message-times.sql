-- MS-08 (issue 43): when a timed message (a confirmation request, a reminder) actually goes.
--  * Its time in the owner's settings when that is still ahead; a booking made later than that still gets
--    its reminder, half-way between the booking and the appointment (her main reminder only, and only when
--    no other timed message of hers is still ahead; none when the appointment is under two hours away: the
--    confirmation just sent is her reminder).
--  * Never at night (21:00–9:00 salon time): moved to 9:00 when that is at least half an hour before the
--    appointment, else to 20:30 the evening before when that is still ahead, else not sent.
-- NULL: not sent.
CREATE FUNCTION message_time(due timestamptz, now timestamptz, starts timestamptz, tz text, late_ok boolean)
RETURNS timestamptz LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t timestamptz;
  local timestamp;
  evening timestamptz;
  morning timestamptz;
BEGIN
  IF due > now THEN
    t := due;
  ELSIF late_ok AND starts - now >= interval '2 hours' THEN
    t := now + (starts - now) / 2;
  ELSE
    RETURN NULL;
  END IF;
  local := t AT TIME ZONE tz;
  IF local::time >= time '09:00' AND local::time < time '21:00' THEN
    RETURN t;
  END IF;
  IF local::time >= time '21:00' THEN
    evening := (local::date + time '20:30') AT TIME ZONE tz;
    morning := (local::date + 1 + time '09:00') AT TIME ZONE tz;
  ELSE
    evening := (local::date - 1 + time '20:30') AT TIME ZONE tz;
    morning := (local::date + time '09:00') AT TIME ZONE tz;
  END IF;
  IF morning <= starts - interval '30 minutes' AND morning > now THEN
    RETURN morning;
  END IF;
  IF evening > now AND evening < starts THEN
    RETURN evening;
  END IF;
  RETURN NULL;
END;
$$;
