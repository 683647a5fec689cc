-- TK-05 (issue 44): sending the records to the AEAT. The salon's qualified certificate (PKCS#12 and its
-- password), sealed with a key from the environment; each record's send and the AEAT's answer; the
-- queue's own state (when the AEAT allows the next send).
CREATE TABLE verifactu_certificate (
  id smallint PRIMARY KEY CHECK (id = 1),
  -- AES-256-GCM of the PKCS#12 and its password: iv (12 bytes) || tag (16 bytes) || ciphertext.
  sealed bytea NOT NULL,
  uploaded_at timestamptz NOT NULL,
  uploaded_by text NOT NULL
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON verifactu_certificate
  FOR EACH ROW EXECUTE FUNCTION audit_row('id', 'uploaded_by', 'sealed');

-- One row per record once a process claims it: the primary key is what keeps two processes from sending
-- the same record; 'sending' with its lease, then the AEAT's answer, final.
CREATE TABLE verifactu_sends (
  record_id bigint PRIMARY KEY REFERENCES verifactu_records (id),
  state text NOT NULL CHECK (state IN ('sending', 'correct', 'accepted_with_errors', 'rejected')),
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 1,
  late boolean NOT NULL DEFAULT false,
  csv text,
  code text,
  description text,
  answered_at timestamptz,
  CHECK ((state = 'sending') = (lease_until IS NOT NULL))
);
CREATE INDEX verifactu_sends_open ON verifactu_sends (lease_until) WHERE state = 'sending';

CREATE TABLE verifactu_queue (
  id smallint PRIMARY KEY CHECK (id = 1),
  -- TiempoEsperaEnvio: no send before this, unless 1,000 records wait.
  next_send_after timestamptz,
  last_sent_at timestamptz,
  last_error text
);
INSERT INTO verifactu_queue (id) VALUES (1);
