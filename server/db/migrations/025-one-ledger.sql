-- PY-07 (issue 42): one ledger. `payments` already held every money movement of an appointment; it now
-- holds every movement of value: a gift card or bono sold, spent and given back, a deposit paid and
-- refunded, a fee charged and refunded, a desk payment and its void. A code's balance and sessions are
-- no longer written by anyone but the ledger: a row that moves a code's value changes the code in the
-- same statement (trigger), the code's CHECKs (>= 0) refuse a second spend of the last euro or session,
-- and any other UPDATE of those two columns is refused. A reversal names the row it reverses, once.

ALTER TABLE payments ADD COLUMN gift_code text REFERENCES gift_codes (code);
-- The change of the code's balance (cents) and sessions: negative when spent, positive when sold or given back.
ALTER TABLE payments ADD COLUMN code_cents integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN code_sessions integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN reverses bigint REFERENCES payments (id);
-- Why: a void's reason, a cancellation within the policy, an undo.
ALTER TABLE payments ADD COLUMN reason text;
-- The desk's idempotency key: one click is one payment, however often it arrives.
ALTER TABLE payments ADD COLUMN request_key text;
-- A refund is made no sooner than this (the desk's 'Deshacer' window; an undone cancel makes none).
ALTER TABLE payments ADD COLUMN not_before timestamptz;

ALTER TABLE payments DROP CONSTRAINT payments_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_kind_check
  CHECK (kind IN ('deposit', 'refund', 'visit', 'fee', 'sale', 'restore', 'void'));
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'done', 'failed', 'undone'));
ALTER TABLE payments DROP CONSTRAINT payments_amount_cents_check;
ALTER TABLE payments ADD CONSTRAINT payments_amount_cents_check CHECK (amount_cents > 0 OR (kind = 'sale' AND amount_cents = 0));
ALTER TABLE payments ADD CONSTRAINT payments_code_moves CHECK ((gift_code IS NULL) = (code_cents = 0 AND code_sessions = 0));
CREATE UNIQUE INDEX payments_one_reversal ON payments (reverses) WHERE reverses IS NOT NULL AND status NOT IN ('failed', 'undone');
CREATE UNIQUE INDEX payments_request_key ON payments (request_key) WHERE request_key IS NOT NULL;
CREATE INDEX payments_code ON payments (gift_code) WHERE gift_code IS NOT NULL;

-- The refunds made or owed so far return the booking's deposit.
UPDATE payments r SET reverses = (SELECT d.id FROM payments d WHERE d.booking_id = r.booking_id AND d.kind = 'deposit' ORDER BY d.id LIMIT 1)
WHERE r.kind = 'refund';

-- Every code sold: its value as it was on the day (what is left plus what was spent): euros for a gift
-- card, sessions for a bono (a bono's spend also recorded its service's price, which is not its value).
INSERT INTO payments (kind, method, amount_cents, gift_code, code_cents, code_sessions, created_at, done_at)
SELECT 'sale', 'stripe', GREATEST(g.paid_cents, 0), g.code,
       CASE WHEN g.kind = 'gift'
         THEN g.balance_cents + COALESCE((SELECT sum(r.amount_cents) FROM gift_redemptions r WHERE r.code = g.code), 0)
         ELSE 0 END,
       CASE WHEN g.kind = 'bono'
         THEN g.sessions_left + COALESCE((SELECT sum(r.sessions) FROM gift_redemptions r WHERE r.code = g.code), 0)
         ELSE 0 END,
       g.created_at, g.created_at
FROM gift_codes g;

-- Every spend: the desk's or the widget's payment row written with it now names the code and what it took.
UPDATE payments p SET gift_code = r.code,
  code_cents = CASE WHEN g.kind = 'gift' THEN -COALESCE(r.amount_cents, 0) ELSE 0 END,
  code_sessions = CASE WHEN g.kind = 'bono' THEN -COALESCE(r.sessions, 0) ELSE 0 END
FROM gift_redemptions r JOIN gift_codes g ON g.code = r.code
WHERE p.kind = 'visit' AND p.method IN ('bono', 'gift_card') AND p.gift_code IS NULL
  AND p.created_at = r.created_at AND p.booking_id IS NOT DISTINCT FROM r.booking_id;
-- A spend whose payment row is not found is still a movement of the code.
INSERT INTO payments (booking_id, kind, method, amount_cents, gift_code, code_cents, code_sessions, created_at, done_at)
SELECT r.booking_id, 'visit', CASE WHEN g.kind = 'bono' THEN 'bono' ELSE 'gift_card' END,
       GREATEST(COALESCE(r.amount_cents, 1), 1), r.code,
       CASE WHEN g.kind = 'gift' THEN -COALESCE(r.amount_cents, 0) ELSE 0 END,
       CASE WHEN g.kind = 'bono' THEN -COALESCE(r.sessions, 0) ELSE 0 END,
       r.created_at, r.created_at
FROM gift_redemptions r JOIN gift_codes g ON g.code = r.code
WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.gift_code = r.code AND p.kind = 'visit' AND p.created_at = r.created_at);
DROP TABLE gift_redemptions;

-- From here on, a code's value moves only with a ledger row.
CREATE FUNCTION ledger_moves_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gift_codes SET balance_cents = balance_cents + NEW.code_cents, sessions_left = sessions_left + NEW.code_sessions
  WHERE code = NEW.gift_code;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_moves_code AFTER INSERT ON payments
  FOR EACH ROW WHEN (NEW.gift_code IS NOT NULL) EXECUTE FUNCTION ledger_moves_code();

-- A code is issued empty (0 € or 0 sessions); its sale's ledger row gives it its value.
CREATE FUNCTION code_value_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF COALESCE(NEW.balance_cents, 0) <> 0 OR COALESCE(NEW.sessions_left, 0) <> 0 THEN
      RAISE EXCEPTION 'a code is issued empty; its sale (a ledger row) gives it its value' USING ERRCODE = '23514';
    END IF;
  ELSIF pg_trigger_depth() < 2 AND (NEW.balance_cents IS DISTINCT FROM OLD.balance_cents
                                    OR NEW.sessions_left IS DISTINCT FROM OLD.sessions_left) THEN
    RAISE EXCEPTION 'a code''s balance changes only with a ledger row (payments)' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER code_value_from_ledger BEFORE INSERT OR UPDATE ON gift_codes
  FOR EACH ROW EXECUTE FUNCTION code_value_from_ledger();

-- Ledger rows are history: only a pending row's outcome (done, failed, undone) is ever written.
CREATE FUNCTION ledger_rows_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger rows are not deleted' USING ERRCODE = '23514';
  END IF;
  IF NEW.kind <> OLD.kind OR NEW.amount_cents <> OLD.amount_cents OR NEW.gift_code IS DISTINCT FROM OLD.gift_code
     OR NEW.code_cents <> OLD.code_cents OR NEW.code_sessions <> OLD.code_sessions
     OR NEW.reverses IS DISTINCT FROM OLD.reverses OR NEW.method <> OLD.method THEN
    RAISE EXCEPTION 'a ledger row''s movement is not changed; reverse it' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_rows_keep BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION ledger_rows_keep();
