-- SP-01 … SP-05 (issue 46): the team on their phones.

-- SP-05: what the owner lets each professional do (owner and reception may always). Today's rights by default.
ALTER TABLE people
  ADD COLUMN can_see_contacts boolean NOT NULL DEFAULT true,
  ADD COLUMN can_cancel boolean NOT NULL DEFAULT true,
  ADD COLUMN can_block_time boolean NOT NULL DEFAULT true;

-- SP-03: the private calendar feed's secret, as its hash (the URL is shown once; renewing replaces it).
ALTER TABLE people ADD COLUMN calendar_token_hash text UNIQUE;

-- SP-02: which events reach her by push (NULL: her role's defaults, see staff_push_wants()).
ALTER TABLE people ADD COLUMN push_events text[]
  CHECK (push_events <@ ARRAY['booking_created', 'booking_moved', 'booking_cancelled', 'client_message',
                              'waitlist_accepted']::text[]);

-- SP-02: a browser's push subscription (one per device she turned notifications on).
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY CHECK (endpoint ~ '^https?://' AND length(endpoint) <= 2048),
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  p256dh text NOT NULL CHECK (p256dh ~ '^[A-Za-z0-9_-]{80,100}$'),
  auth text NOT NULL CHECK (auth ~ '^[A-Za-z0-9_-]{16,32}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_person ON push_subscriptions (person_id);

-- SP-02: what happened in a column, written by the database wherever it happens (the client's web booking,
-- the desk, a WhatsApp answer, the waitlist); the push job fans each event out once (FOR UPDATE SKIP LOCKED).
CREATE TABLE staff_events (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('booking_created', 'booking_moved', 'booking_cancelled', 'client_message',
                                     'waitlist_accepted')),
  staff_id text NOT NULL,
  booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
  -- Who did it (no push to herself); NULL: a client or the server.
  actor_id uuid,
  at timestamptz NOT NULL,
  fanned_out_at timestamptz
);
CREATE INDEX staff_events_waiting ON staff_events (id) WHERE fanned_out_at IS NULL;

-- SP-04: tells every process's live agendas that a day changed ('salon_agenda': {"day","staffId"}),
-- at commit, from the same triggers.
CREATE FUNCTION agenda_notify(starts timestamptz, staff text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('salon_agenda', json_build_object(
    'day', to_char(starts AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD'), 'staffId', staff)::text);
$$;

CREATE FUNCTION booking_staff_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('salon.actor_id', true), '')::uuid;
  kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agenda_notify(NEW.starts_at, NEW.staff_id);
    kind := CASE WHEN NEW.source = 'waitlist' THEN 'waitlist_accepted' ELSE 'booking_created' END;
  ELSE
    PERFORM agenda_notify(NEW.starts_at, NEW.staff_id);
    IF (OLD.starts_at, OLD.staff_id) IS DISTINCT FROM (NEW.starts_at, NEW.staff_id) THEN
      PERFORM agenda_notify(OLD.starts_at, OLD.staff_id);
    END IF;
    IF OLD.status <> 'cancelled' AND NEW.status = 'cancelled' THEN
      kind := 'booking_cancelled';
    ELSIF NEW.status <> 'cancelled' AND (OLD.starts_at, OLD.staff_id) IS DISTINCT FROM (NEW.starts_at, NEW.staff_id) THEN
      kind := 'booking_moved';
      -- Moved out of a column: its professional hears it was cancelled there.
      IF OLD.staff_id <> NEW.staff_id AND EXISTS (SELECT 1 FROM push_subscriptions) THEN
        INSERT INTO staff_events (kind, staff_id, booking_id, actor_id, at)
        VALUES ('booking_cancelled', OLD.staff_id, NEW.id, actor, salon_now());
      END IF;
    ELSIF OLD.status = 'cancelled' AND NEW.status <> 'cancelled' THEN
      -- An undone cancellation: the appointment is back in her column.
      kind := 'booking_created';
    END IF;
  END IF;
  -- Only while someone has a device to push to (a salon without pushes writes nothing more per booking).
  IF kind IS NOT NULL AND EXISTS (SELECT 1 FROM push_subscriptions) THEN
    INSERT INTO staff_events (kind, staff_id, booking_id, actor_id, at)
    VALUES (kind, NEW.staff_id, NEW.id, actor, salon_now());
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER staff_event AFTER INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_staff_event();

CREATE FUNCTION inbound_staff_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  SELECT id, staff_id, starts_at INTO b FROM bookings WHERE id = NEW.booking_id;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  PERFORM agenda_notify(b.starts_at, b.staff_id);
  IF NEW.action IN ('text', 'change') AND EXISTS (SELECT 1 FROM push_subscriptions) THEN
    INSERT INTO staff_events (kind, staff_id, booking_id, at) VALUES ('client_message', b.staff_id, b.id, salon_now());
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER staff_event AFTER INSERT ON inbound_messages FOR EACH ROW EXECUTE FUNCTION inbound_staff_event();

-- SP-04: a payment (a deposit paid, a till's charge) and blocked time show on the grid too.
CREATE FUNCTION payment_agenda_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agenda_notify(b.starts_at, b.staff_id) FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER agenda_notify AFTER INSERT OR UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payment_agenda_notify();

CREATE FUNCTION time_off_agenda_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM agenda_notify(r.starts_at, coalesce(r.staff_id, ''));
  RETURN r;
END;
$$;
CREATE TRIGGER agenda_notify AFTER INSERT OR UPDATE OR DELETE ON time_off FOR EACH ROW EXECUTE FUNCTION time_off_agenda_notify();

-- SP-02: a push to one of her devices goes through the outbox like every message (once, retried, dropped).
ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'whatsapp', 'sms', 'push'));
ALTER TABLE outbox ADD COLUMN push_endpoint text REFERENCES push_subscriptions (endpoint) ON DELETE SET NULL;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'confirm_request', 'reminder', 'cancellation', 'update', 'rescheduled', 'invite',
                  'reset', 'reply', 'waitlist_offer', 'fee_link', 'gift', 'deposit_due', 'hold_lapsed',
                  'waitlist_joined', 'ticket', 'review_invitation', 'staff_push'));
