/**
 * The checkout area's SQL (TK-01 … TK-03): products and their stock, the series' numbers, the issued
 * invoices, the visits they closed, and the VERI*FACTU chain. The service composes these in one
 * transaction per sale; the database keeps the rules (stock never below 0, a series without gaps, a
 * visit closed once, records chained to the last one, nothing issued ever changed).
 */
import type { Queryable } from "../db/client";
import type { CashUpRow, InvoiceRow, ProductRow, VerifactuRecordRow } from "./tables";

/** A record with what its XML needs: its invoice, the record before it, the ticket an R5 corrects. */
export interface RecordWithContext {
  record: VerifactuRecordRow;
  invoice: InvoiceRow;
  before: VerifactuRecordRow | null;
  corrected: { number: string; date: string } | null;
}

const RECORDS_FOR_XML = `SELECT to_jsonb(r) AS record,
    to_jsonb(i) || jsonb_build_object('issue_date', i.issue_date::text) AS invoice,
    (SELECT to_jsonb(p) FROM verifactu_records p WHERE p.issuer_nif = r.issuer_nif AND p.position = r.position - 1) AS before,
    (SELECT jsonb_build_object('number', c.num_serie, 'date', to_char(c.issue_date, 'DD-MM-YYYY'))
       FROM invoices c WHERE c.id = i.corrects) AS corrected
  FROM verifactu_records r JOIN invoices i ON i.id = r.invoice_id`;

export type NewInvoice = Omit<InvoiceRow, "number" | "num_serie">;

export const checkoutRepository = {
  async products(db: Queryable): Promise<ProductRow[]> {
    return db.query<ProductRow>("SELECT * FROM products WHERE active ORDER BY lower(name)");
  },

  async createProduct(
    tx: Queryable,
    p: { id: string; name: string; priceCents: number; vatRate: number; stock: number },
    now: Date,
  ) {
    const [row] = await tx.query<ProductRow>(
      `INSERT INTO products (id, name, price_cents, vat_rate, stock, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING *`,
      [p.id, p.name, p.priceCents, p.vatRate, p.stock, now],
    );
    return row;
  },

  async updateProduct(
    tx: Queryable,
    p: { id: string; name: string; priceCents: number; vatRate: number; stock: number },
  ) {
    const [row] = await tx.query<ProductRow>(
      `UPDATE products SET name = $2, price_cents = $3, vat_rate = $4, stock = $5 WHERE id = $1 AND active RETURNING *`,
      [p.id, p.name, p.priceCents, p.vatRate, p.stock],
    );
    return row;
  },

  async retireProduct(tx: Queryable, id: string) {
    return (
      (await tx.query("UPDATE products SET active = false WHERE id = $1 AND active RETURNING id", [id])).length > 0
    );
  },

  /**
   * The products sold, taken off the stock in one statement (the CHECK refuses going below 0: a 23514
   * the service turns into 'Solo quedan …'); the rows as they were sold (name, price, VAT).
   */
  async takeStock(tx: Queryable, items: readonly { id: string; quantity: number }[]): Promise<ProductRow[]> {
    if (items.length === 0) return [];
    return tx.query<ProductRow>(
      `UPDATE products p SET stock = p.stock - s.quantity
       FROM unnest($1::uuid[], $2::int[]) AS s (id, quantity)
       WHERE p.id = s.id AND p.active RETURNING p.*`,
      [items.map((i) => i.id), items.map((i) => i.quantity)],
    );
  },

  async stockOf(db: Queryable, ids: readonly string[]) {
    return db.query<{ id: string; name: string; stock: number }>(
      "SELECT id, name, stock FROM products WHERE id = ANY($1::uuid[]) AND active",
      [ids],
    );
  },

  /**
   * The series' next number: the row's lock lasts until the sale commits (a concurrent sale waits), and
   * a sale rolled back gives its number back — the series stays unbroken.
   */
  async nextNumber(tx: Queryable, series: string): Promise<number> {
    const [row] = await tx.query<{ last_number: number }>(
      `INSERT INTO invoice_series (series, last_number) VALUES ($1, 1)
       ON CONFLICT (series) DO UPDATE SET last_number = invoice_series.last_number + 1 RETURNING last_number`,
      [series],
    );
    if (!row) throw new Error("no number for the series");
    return Number(row.last_number);
  },

  async insertInvoice(tx: Queryable, invoice: InvoiceRow) {
    await tx.query(
      `INSERT INTO invoices (id, type, series, number, num_serie, issued_at, issue_date, issuer_nif, issuer_name,
         issuer_address, client_name, client_nif, client_address, lines, vat, gross_cents, discount_cents, total_cents,
         vat_cents, tenders, change_cents, corrects, request_key, issued_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16, $17, $18, $19,
         $20::jsonb, $21, $22, $23, $24)`,
      [
        invoice.id,
        invoice.type,
        invoice.series,
        invoice.number,
        invoice.num_serie,
        invoice.issued_at,
        invoice.issue_date,
        invoice.issuer_nif,
        invoice.issuer_name,
        invoice.issuer_address,
        invoice.client_name,
        invoice.client_nif,
        invoice.client_address,
        JSON.stringify(invoice.lines),
        JSON.stringify(invoice.vat),
        invoice.gross_cents,
        invoice.discount_cents,
        invoice.total_cents,
        invoice.vat_cents,
        JSON.stringify(invoice.tenders),
        invoice.change_cents,
        invoice.corrects,
        invoice.request_key,
        invoice.issued_by,
      ],
    );
  },

  /** The visit's appointments closed by this invoice (a second close meets their primary key). */
  async closeBookings(tx: Queryable, invoiceId: string, bookingIds: readonly string[]) {
    if (bookingIds.length === 0) return;
    await tx.query("INSERT INTO invoice_bookings (booking_id, invoice_id) SELECT unnest($1::uuid[]), $2", [
      bookingIds,
      invoiceId,
    ]);
  },

  async invoiceOfBookings(db: Queryable, bookingIds: readonly string[]) {
    const [row] = await db.query<{ id: string; num_serie: string }>(
      `SELECT i.id, i.num_serie FROM invoice_bookings b JOIN invoices i ON i.id = b.invoice_id
       WHERE b.booking_id = ANY($1::uuid[]) LIMIT 1`,
      [bookingIds],
    );
    return row;
  },

  async byRequestKey(db: Queryable, key: string) {
    const [row] = await db.query<{ id: string }>("SELECT id FROM invoices WHERE request_key = $1", [key]);
    return row?.id;
  },

  async invoice(db: Queryable, id: string): Promise<(InvoiceRow & { huella: string | null }) | undefined> {
    const [row] = await db.query<InvoiceRow & { huella: string | null }>(
      `SELECT i.*, i.issue_date::text AS issue_date,
         (SELECT r.huella FROM verifactu_records r WHERE r.invoice_id = i.id AND r.kind = 'alta') AS huella
       FROM invoices i WHERE i.id = $1`,
      [id],
    );
    return row;
  },

  /**
   * The issuer's chain, held until commit: a transaction-scoped lock per issuer, so two processes
   * issuing at once take turns; the last record is read under it.
   */
  async lockChain(tx: Queryable, issuerNif: string): Promise<VerifactuRecordRow | undefined> {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('verifactu:' || $1))", [issuerNif]);
    const [last] = await tx.query<VerifactuRecordRow>(
      "SELECT * FROM verifactu_records WHERE issuer_nif = $1 ORDER BY position DESC LIMIT 1",
      [issuerNif],
    );
    return last;
  },

  async insertRecord(tx: Queryable, record: Omit<VerifactuRecordRow, "id" | "subsana"> & { subsana?: string | null }) {
    await tx.query(
      `INSERT INTO verifactu_records (issuer_nif, position, kind, invoice_id, generated_at, previous_huella, huella, fields,
         subsana)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
      [
        record.issuer_nif,
        record.position,
        record.kind,
        record.invoice_id,
        record.generated_at,
        record.previous_huella,
        record.huella,
        JSON.stringify(record.fields),
        record.subsana ?? null,
      ],
    );
  },

  async records(db: Queryable, issuerNif: string): Promise<VerifactuRecordRow[]> {
    return db.query<VerifactuRecordRow>("SELECT * FROM verifactu_records WHERE issuer_nif = $1 ORDER BY position", [
      issuerNif,
    ]);
  },

  /** TK-07: the tickets issued over [from, to): how many, and their total. */
  async invoicesBetween(db: Queryable, from: Date, to: Date) {
    const [row] = await db.query<{ count: number; total: number }>(
      `SELECT count(*)::int AS count, coalesce(sum(total_cents), 0)::int AS total FROM invoices
       WHERE issued_at >= $1 AND issued_at < $2`,
      [from, to],
    );
    return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
  },

  async cashUp(db: Queryable, day: string): Promise<CashUpRow | undefined> {
    const [row] = await db.query<CashUpRow>("SELECT *, day::text AS day FROM cash_ups WHERE day = $1", [day]);
    return row;
  },

  /** The day's cash-up; a second one for the same day meets the primary key (23505). */
  async insertCashUp(tx: Queryable, row: CashUpRow) {
    await tx.query(
      `INSERT INTO cash_ups (day, totals, float_cents, expected_cash_cents, counted_cash_cents, difference_cents,
         tickets, note, closed_at, closed_by)
       VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row.day,
        JSON.stringify(row.totals),
        row.float_cents,
        row.expected_cash_cents,
        row.counted_cash_cents,
        row.difference_cents,
        row.tickets,
        row.note,
        row.closed_at,
        row.closed_by,
      ],
    );
  },

  /** TK-02: a cancellation of the invoice, if any. */
  async cancellation(db: Queryable, invoiceId: string) {
    const [row] = await db.query<{ reason: string; cancelled_at: Date; cancelled_by: string }>(
      "SELECT reason, cancelled_at, cancelled_by FROM invoice_cancellations WHERE invoice_id = $1",
      [invoiceId],
    );
    return row;
  },

  async insertCancellation(tx: Queryable, invoiceId: string, reason: string, now: Date, by: string) {
    await tx.query(
      "INSERT INTO invoice_cancellations (invoice_id, reason, cancelled_at, cancelled_by) VALUES ($1, $2, $3, $4)",
      [invoiceId, reason, now, by],
    );
  },

  /** TK-02: the full invoice (F3) that replaced a ticket, if any. */
  async replacementOf(db: Queryable, invoiceId: string) {
    const [row] = await db.query<{ id: string; num_serie: string }>(
      "SELECT id, num_serie FROM invoices WHERE corrects = $1 AND type = 'F3'",
      [invoiceId],
    );
    return row;
  },

  /** TK-02: the corrective invoice (R5) of a ticket, if any. */
  async correctionOf(db: Queryable, invoiceId: string) {
    const [row] = await db.query<{ id: string; num_serie: string }>(
      "SELECT id, num_serie FROM invoices WHERE corrects = $1 AND type = 'R5'",
      [invoiceId],
    );
    return row;
  },

  async bookingsOf(db: Queryable, invoiceId: string): Promise<string[]> {
    return (
      await db.query<{ booking_id: string }>(
        "SELECT booking_id FROM invoice_bookings WHERE invoice_id = $1 ORDER BY booking_id",
        [invoiceId],
      )
    ).map((r) => r.booking_id);
  },

  /** TK-02: a cancelled invoice's visit may be charged again. */
  async reopenBookings(tx: Queryable, invoiceId: string) {
    await tx.query("DELETE FROM invoice_bookings WHERE invoice_id = $1", [invoiceId]);
  },

  /** The products of a refunded or cancelled sale back on the shelf (those still sold). */
  async returnStock(tx: Queryable, items: readonly { id: string; quantity: number }[]) {
    if (items.length === 0) return;
    await tx.query(
      `UPDATE products p SET stock = p.stock + s.quantity
       FROM unnest($1::uuid[], $2::int[]) AS s (id, quantity) WHERE p.id = s.id`,
      [items.map((i) => i.id), items.map((i) => i.quantity)],
    );
  },

  /**
   * TK-05, TK-06: the issuer's records from `fromPosition` on (at most `limit`), in their chain's order,
   * each with its invoice, the record before it and, for an R5, the ticket it corrects.
   */
  async recordsForXml(db: Queryable, issuerNif: string, fromPosition: number, limit: number) {
    return db.query<RecordWithContext>(
      `${RECORDS_FOR_XML} WHERE r.issuer_nif = $1 AND r.position >= $2 ORDER BY r.position LIMIT $3`,
      [issuerNif, fromPosition, limit],
    );
  },

  /** TK-05: the records a send claimed, in their chain's order, with whether each is late. */
  async recordsForXmlByIds(db: Queryable, ids: readonly string[]) {
    return db.query<RecordWithContext & { late: boolean }>(
      `${RECORDS_FOR_XML.replace("SELECT ", "SELECT (SELECT s.late FROM verifactu_sends s WHERE s.record_id = r.id) AS late, ")}
       WHERE r.id = ANY($1::bigint[]) ORDER BY r.issuer_nif, r.position`,
      [ids],
    );
  },

  /** TK-04: the ticket standing for this appointment (issued for its visit, not cancelled). */
  async standingInvoiceOfBooking(db: Queryable, bookingId: string): Promise<InvoiceRow | undefined> {
    const [row] = await db.query<InvoiceRow>(
      `SELECT i.*, i.issue_date::text AS issue_date FROM invoice_bookings b JOIN invoices i ON i.id = b.invoice_id
       WHERE b.booking_id = $1 AND NOT EXISTS (SELECT 1 FROM invoice_cancellations c WHERE c.invoice_id = i.id)`,
      [bookingId],
    );
    return row;
  },

  async clientEmailOfBooking(db: Queryable, bookingId: string): Promise<string | undefined> {
    const [row] = await db.query<{ client_email: string | null }>("SELECT client_email FROM bookings WHERE id = $1", [
      bookingId,
    ]);
    return row?.client_email ?? undefined;
  },
};
