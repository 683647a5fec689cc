-- AC-01..AC-05: one account per person with a role, sessions in the database, single-use links,
-- passkeys, sign-in attempts counted in the database (every process sees them), and an audit log
-- written by triggers in the same transaction as each change.

CREATE TABLE people (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'reception', 'professional')),
  -- A professional is one column of the agenda; the other roles are nobody's column.
  staff_id text REFERENCES staff (id),
  password_hash text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  deactivated_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK ((role = 'professional') = (staff_id IS NOT NULL))
);
CREATE UNIQUE INDEX people_email ON people (lower(email));
-- One account per professional column.
CREATE UNIQUE INDEX people_staff ON people (staff_id) WHERE staff_id IS NOT NULL;

-- The cookie holds a random token; the database only its SHA-256 (a stolen backup opens nothing).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text,
  user_agent text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  method text NOT NULL CHECK (method IN ('password', 'passkey', 'link'))
);
CREATE INDEX sessions_person ON sessions (person_id) WHERE ended_at IS NULL;

-- Invitations, password resets and the first owner's link: single use, 24 hours, token hashed.
CREATE TABLE invitations (
  token_hash text PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('owner', 'invite', 'reset')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE passkeys (
  id text PRIMARY KEY,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);

-- WebAuthn challenges: deleted when used, so each one answers one ceremony.
CREATE TABLE auth_challenges (
  challenge text PRIMARY KEY,
  person_id uuid REFERENCES people (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  expires_at timestamptz NOT NULL
);

-- Failed sign-ins per account and per address, in one fixed window each (AC-03).
CREATE TABLE sign_in_attempts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- One saved change may touch several rows (a professional and their shifts): same tx, one entry.
  tx bigint NOT NULL DEFAULT txid_current(),
  actor_id uuid,
  actor_name text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  -- How people name the row (an appointment's reference, a service's name), kept on every action.
  label text NOT NULL DEFAULT '',
  action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);
CREATE INDEX audit_log_actor ON audit_log (actor_id);

-- Who: the person the server set for this transaction (set_config('salon.actor_*', …, true)); a
-- change with nobody set came from a visitor (a booking, a cancel link); the server's jobs name themselves.
-- What: the row's columns that changed (all of them for an insert or a delete), minus the
-- trigger's arguments after the second (noise or secrets; a secret that changed shows as 'cambiada').
-- Arguments: the key column, the label column, then the columns left out.
-- Erasure (ST-04) and retention set bookings.anonymised_at: the booking's earlier rows lose the
-- client's data in the same transaction.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  label_column text := TG_ARGV[1];
  dropped text[] := TG_ARGV[2:];
  personal text[] := ARRAY['client_name', 'client_phone', 'client_email', 'phone_key', 'email_key'];
  old_row jsonb;
  new_row jsonb;
  before_row jsonb;
  after_row jsonb;
  k text;
  secret text;
  actor text := nullif(current_setting('salon.actor_id', true), '');
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    before_row := '{}'::jsonb;
    after_row := '{}'::jsonb;
    FOR k IN SELECT jsonb_object_keys(new_row) LOOP
      IF NOT (k = ANY (dropped)) AND (old_row -> k) IS DISTINCT FROM (new_row -> k) THEN
        before_row := before_row || jsonb_build_object(k, old_row -> k);
        after_row := after_row || jsonb_build_object(k, new_row -> k);
      END IF;
    END LOOP;
    IF after_row = '{}'::jsonb THEN
      -- Only noise changed (a version counter): a secret may still have.
      FOREACH secret IN ARRAY dropped LOOP
        IF secret LIKE '%hash' AND (old_row -> secret) IS DISTINCT FROM (new_row -> secret) THEN
          after_row := jsonb_build_object(secret, 'cambiada');
        END IF;
      END LOOP;
      IF after_row = '{}'::jsonb THEN RETURN NULL; END IF;
    END IF;
  ELSE
    before_row := old_row - dropped;
    after_row := new_row - dropped;
  END IF;
  IF TG_TABLE_NAME = 'bookings' AND TG_OP = 'UPDATE'
     AND (old_row ->> 'anonymised_at') IS NULL AND (new_row ->> 'anonymised_at') IS NOT NULL THEN
    UPDATE audit_log SET before = before - personal, after = after - personal
      WHERE entity = 'bookings' AND entity_id = NEW.id::text;
    before_row := before_row - personal;
    after_row := after_row - personal;
  END IF;
  INSERT INTO audit_log (actor_id, actor_name, entity, entity_id, label, action, before, after)
  VALUES (
    actor::uuid,
    coalesce(nullif(current_setting('salon.actor_name', true), ''), 'Cliente (web)'),
    TG_TABLE_NAME,
    coalesce(new_row ->> key_column, old_row ->> key_column),
    coalesce(new_row ->> label_column, old_row ->> label_column, ''),
    lower(TG_OP),
    before_row,
    after_row
  );
  RETURN NULL;
END;
$$;

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'reference', 'updated_at', 'phone_key', 'email_key', 'idempotency_key', 'request_hash', 'blocked_until');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'name', 'version');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'name', 'version');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_services
  FOR EACH ROW EXECUTE FUNCTION audit_row('staff_id', 'service_id');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON working_hours
  FOR EACH ROW EXECUTE FUNCTION audit_row('staff_id', 'staff_id');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON opening_hours
  FOR EACH ROW EXECUTE FUNCTION audit_row('weekday', 'weekday');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON salon_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'id', 'version', 'hours_version');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON time_off
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'reason', 'created_at');
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON people
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'name', 'password_hash', 'version');
CREATE TRIGGER audit AFTER INSERT OR DELETE ON passkeys
  FOR EACH ROW EXECUTE FUNCTION audit_row('person_id', 'label', 'public_key', 'counter', 'last_used_at');

-- Invitations and password resets go through the outbox (AC-02). The link exists in clear only
-- until the mail is sent or dropped; the database keeps its hash in `invitations`.
ALTER TABLE outbox ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE outbox ADD COLUMN person_id uuid REFERENCES people (id) ON DELETE CASCADE;
ALTER TABLE outbox ADD COLUMN link text;
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('confirmation', 'reminder', 'cancellation', 'update', 'invite', 'reset'));
ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject CHECK ((booking_id IS NULL) <> (person_id IS NULL));
