-- TK-07 (issue 44): the day's cash-up (cierre de caja): once per salon day, audited. What was taken by
-- each method is read from the ledger when it is closed and kept as it was then.
CREATE TABLE cash_ups (
  day date PRIMARY KEY,
  -- Per method: what the ledger says came in that day, less what went back (cents).
  totals jsonb NOT NULL,
  -- The float the drawer started with, the cash the ledger expects in it, what the desk counted.
  float_cents integer NOT NULL CHECK (float_cents BETWEEN 0 AND 10000000),
  expected_cash_cents integer NOT NULL,
  counted_cash_cents integer NOT NULL CHECK (counted_cash_cents BETWEEN 0 AND 10000000),
  difference_cents integer NOT NULL,
  tickets integer NOT NULL CHECK (tickets >= 0),
  note text CHECK (length(note) <= 500),
  closed_at timestamptz NOT NULL,
  closed_by text NOT NULL,
  CHECK (difference_cents = counted_cash_cents - expected_cash_cents - float_cents)
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON cash_ups
  FOR EACH ROW EXECUTE FUNCTION audit_row('day', 'day');
CREATE TRIGGER immutable BEFORE UPDATE OR DELETE ON cash_ups FOR EACH ROW EXECUTE FUNCTION refuse_change();
