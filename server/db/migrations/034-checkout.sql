-- TK-01 … TK-03 (issue 44): checkout at the desk, its invoices and their VERI*FACTU records.

-- TK-01: the retail products the desk sells, with their VAT rate and stock (never below 0: the
-- database refuses selling what is not there).
CREATE TABLE products (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 300000),
  vat_rate smallint NOT NULL CHECK (vat_rate IN (21, 10, 4, 0)),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX products_name ON products (lower(name)) WHERE active;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'name');

-- TK-02: each series' last number ('T2026-', 'F2026-', 'R2026-'): the next one is taken by updating
-- this row, whose lock lasts until the sale commits; a sale that fails gives its number back, so a
-- series has no gaps.
CREATE TABLE invoice_series (
  series text PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);

-- TK-02: an issued invoice, as printed: never updated or deleted (a mistake is a cancellation record,
-- a refund a corrective invoice).
CREATE TABLE invoices (
  id uuid PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('F2', 'F1', 'F3', 'R5')),
  series text NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  num_serie text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL,
  issue_date date NOT NULL,
  -- The issuer as printed: the salon's legal data when it was issued.
  issuer_nif text NOT NULL,
  issuer_name text NOT NULL,
  issuer_address text NOT NULL,
  -- F1 and F3: the client's name, NIF and address.
  client_name text,
  client_nif text,
  client_address text,
  lines jsonb NOT NULL,
  vat jsonb NOT NULL,
  gross_cents integer NOT NULL CHECK (gross_cents >= 0),
  discount_cents integer NOT NULL CHECK (discount_cents >= 0),
  total_cents integer NOT NULL,
  vat_cents integer NOT NULL,
  tenders jsonb NOT NULL,
  change_cents integer NOT NULL DEFAULT 0 CHECK (change_cents >= 0),
  -- R5 and F3: the ticket it corrects or replaces.
  corrects uuid REFERENCES invoices (id),
  -- One click, one sale.
  request_key text NOT NULL UNIQUE,
  issued_by text NOT NULL,
  UNIQUE (series, number),
  CHECK ((type IN ('F1', 'F3')) = (client_nif IS NOT NULL)),
  CHECK ((type IN ('F3', 'R5')) = (corrects IS NOT NULL))
);

-- A visit's appointments are invoiced once: a second 'Cobrar' of the same visit meets this key.
CREATE TABLE invoice_bookings (
  booking_id uuid PRIMARY KEY REFERENCES bookings (id),
  invoice_id uuid NOT NULL REFERENCES invoices (id)
);
CREATE INDEX invoice_bookings_invoice ON invoice_bookings (invoice_id);

-- TK-03: the VERI*FACTU records, one chain per issuer: each names the one before by its position and
-- its huella; the (issuer, position) key refuses a fork, and the trigger a link to anything but the
-- last record.
CREATE TABLE verifactu_records (
  id bigserial PRIMARY KEY,
  issuer_nif text NOT NULL,
  position integer NOT NULL CHECK (position > 0),
  kind text NOT NULL CHECK (kind IN ('alta', 'anulacion')),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  -- FechaHoraHusoGenRegistro, as hashed.
  generated_at text NOT NULL,
  previous_huella text CHECK (previous_huella ~ '^[0-9A-F]{64}$'),
  huella text NOT NULL CHECK (huella ~ '^[0-9A-F]{64}$'),
  -- The record's fields as they are hashed and sent.
  fields jsonb NOT NULL,
  UNIQUE (issuer_nif, position),
  CHECK ((position = 1) = (previous_huella IS NULL))
);

CREATE FUNCTION verifactu_chained() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.position > 1 AND NOT EXISTS (
       SELECT 1 FROM verifactu_records r
       WHERE r.issuer_nif = NEW.issuer_nif AND r.position = NEW.position - 1 AND r.huella = NEW.previous_huella) THEN
    RAISE EXCEPTION 'a VERI*FACTU record must chain to the last one' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER chained BEFORE INSERT ON verifactu_records FOR EACH ROW EXECUTE FUNCTION verifactu_chained();

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is immutable: issue a correction instead', TG_TABLE_NAME USING ERRCODE = '55000';
END;
$$;
CREATE TRIGGER immutable BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER immutable BEFORE UPDATE OR DELETE ON invoice_bookings FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER immutable BEFORE UPDATE OR DELETE ON verifactu_records FOR EACH ROW EXECUTE FUNCTION refuse_change();
-- TRUNCATE skips row triggers: refused too.
CREATE TRIGGER immutable_truncate BEFORE TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER immutable_truncate BEFORE TRUNCATE ON verifactu_records FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

CREATE TRIGGER audit AFTER INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'num_serie');

-- The ledger's rows a sale made (PY-07: its tenders), by invoice.
ALTER TABLE payments ADD COLUMN invoice_id uuid REFERENCES invoices (id);
CREATE INDEX payments_invoice ON payments (invoice_id) WHERE invoice_id IS NOT NULL;
