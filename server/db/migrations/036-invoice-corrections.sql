-- TK-02 (issue 44): an invoice issued by mistake is cancelled — a registro de anulación chained like any
-- record, once — and a refund is a corrective invoice (R5) of the ticket, once. Neither edits the invoice.
CREATE TABLE invoice_cancellations (
  invoice_id uuid PRIMARY KEY REFERENCES invoices (id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 200),
  cancelled_at timestamptz NOT NULL,
  cancelled_by text NOT NULL
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON invoice_cancellations
  FOR EACH ROW EXECUTE FUNCTION audit_row('invoice_id', 'reason');
CREATE TRIGGER immutable BEFORE UPDATE OR DELETE ON invoice_cancellations
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE UNIQUE INDEX verifactu_one_anulacion ON verifactu_records (invoice_id) WHERE kind = 'anulacion';
CREATE UNIQUE INDEX invoices_one_correction ON invoices (corrects) WHERE type = 'R5';

-- A cancelled invoice's visit may be charged again: the link (not a legal record) goes with the cancellation.
DROP TRIGGER immutable ON invoice_bookings;
