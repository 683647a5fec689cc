/**
 * The payments area's SQL: the ledger (PY-07, docs/decisions/029-one-ledger.md) — every movement of
 * value is a row of `payments`, written in the transaction of the change that causes it — and the
 * provider's events handled once. A code's balance and sessions move only with a ledger row (the
 * database's trigger); a reversal names the row it reverses, and the database lets it do so once.
 */
import type { PaidWith, PaymentMethod } from "@/domain/payments/policy";
import type { Queryable } from "../db/client";
import type { PaymentRow } from "./tables";

export const paymentsRepository = {
  /**
   * The event is handled now, once: false when it was already (a webhook Stripe delivers twice).
   * Inside the transaction that acts on it, so a failed handling is retried by Stripe.
   */
  async firstTime(tx: Queryable, id: string, type: string, now: Date): Promise<boolean> {
    const rows = await tx.query(
      "INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id",
      [id, type, now],
    );
    return rows.length > 0;
  },

  /**
   * A deposit paid; false when this payment is already recorded (PY-10: another event of the same
   * paid page — `completed` and `async_payment_succeeded` — records it once).
   */
  async recordDeposit(
    tx: Queryable,
    bookingId: string,
    cents: number,
    paymentIntent: string | null,
    now: Date,
    paidWith: PaidWith | null = null,
  ): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, provider_id, created_at, done_at, paid_with)
       VALUES ($1, 'deposit', 'stripe', $2, $3, $4, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [bookingId, cents, paymentIntent, now, paidWith],
    );
    return rows.length > 0;
  },

  /**
   * A deposit's refund owed (PY-02, PY-08): the worker makes it on the provider no sooner than
   * `notBefore` (the desk's 'Deshacer' window), once, the row's id as its idempotency key. A deposit
   * already refunded (or being refunded) is not refunded twice: the one-reversal index decides.
   */
  async owe(tx: Queryable, bookingId: string, now: Date, notBefore: Date = now) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, status, reverses, reason, created_at, not_before)
       SELECT d.booking_id, 'refund', d.method, d.amount_cents, 'pending', d.id, 'cancelled', $2, $3 FROM payments d
       WHERE d.booking_id = $1 AND d.kind = 'deposit' AND d.status = 'done'
       ON CONFLICT DO NOTHING`,
      [bookingId, now, notBefore],
    );
  },

  /**
   * PY-08: what codes paid of this appointment goes back to them (a gift card's euros, a bono's
   * session), each spend reversed once, in the cancel's transaction.
   */
  async restoreCodes(tx: Queryable, bookingId: string, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, gift_code, code_cents, code_sessions, reverses, reason,
         created_at, done_at)
       SELECT p.booking_id, 'restore', p.method, p.amount_cents, p.gift_code, -p.code_cents, -p.code_sessions, p.id,
         'cancelled', $2, $2
       FROM payments p
       WHERE p.booking_id = $1 AND p.gift_code IS NOT NULL AND p.kind = 'visit' AND p.status = 'done'
         AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.reverses = p.id AND r.status NOT IN ('failed', 'undone'))
       ORDER BY p.id
       ON CONFLICT DO NOTHING`,
      [bookingId, now],
    );
  },

  /**
   * PY-08: an undone cancellation undoes its reversals — a refund not yet made is not made, and a
   * code's restored value is spent again (a new row reversing the restore). False when a code's value
   * was spent meanwhile (the code's CHECK refuses) or a refund has already left: nothing is changed.
   */
  async undoReversals(tx: Queryable, bookingId: string, now: Date): Promise<boolean> {
    const made = await tx.query(
      `SELECT 1 FROM payments WHERE booking_id = $1 AND kind = 'refund' AND status = 'done' AND reason = 'cancelled'
         AND created_at >= (SELECT max(created_at) FROM payments WHERE booking_id = $1 AND reason = 'cancelled')`,
      [bookingId],
    );
    if (made.length > 0) return false;
    await tx.query(
      "UPDATE payments SET status = 'undone', done_at = $2 WHERE booking_id = $1 AND kind = 'refund' AND status = 'pending'",
      [bookingId, now],
    );
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, gift_code, code_cents, code_sessions, reverses, reason,
         created_at, done_at)
       SELECT r.booking_id, 'visit', r.method, r.amount_cents, r.gift_code, -r.code_cents, -r.code_sessions, r.id, 'undone',
         $2, $2
       FROM payments r
       WHERE r.booking_id = $1 AND r.kind = 'restore' AND r.status = 'done'
         AND NOT EXISTS (SELECT 1 FROM payments x WHERE x.reverses = r.id AND x.status NOT IN ('failed', 'undone'))
       ORDER BY r.id`,
      [bookingId, now],
    );
    return true;
  },

  /**
   * AP-01: a fee that no longer applies (a no-show corrected to 'Realizada') is refunded through the
   * provider, once.
   */
  async refundFee(tx: Queryable, bookingId: string, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, status, reverses, reason, created_at, not_before)
       SELECT f.booking_id, 'refund', f.method, f.amount_cents, 'pending', f.id, 'corrected', $2, $2 FROM payments f
       WHERE f.booking_id = $1 AND f.kind = 'fee' AND f.status = 'done'
       ON CONFLICT DO NOTHING`,
      [bookingId, now],
    );
  },

  /** Refunds due to be made now, with the provider's payment each returns. */
  async pendingRefunds(db: Queryable, now: Date, limit = 20) {
    return db.query<PaymentRow & { payment_intent: string | null }>(
      `SELECT r.*, d.provider_id AS payment_intent FROM payments r JOIN payments d ON d.id = r.reverses
       WHERE r.kind = 'refund' AND r.status = 'pending' AND (r.not_before IS NULL OR r.not_before <= $1)
       ORDER BY r.id LIMIT $2`,
      [now, limit],
    );
  },

  /**
   * PY-04, PY-07: a code's value moves — sold, or spent on an appointment — with its row; the trigger
   * changes the code in the same statement and its CHECK refuses what it does not have (23514).
   */
  async moveCode(
    tx: Queryable,
    m: {
      kind: "sale" | "visit";
      code: string;
      method: PaymentMethod;
      amountCents: number;
      codeCents: number;
      codeSessions: number;
      bookingId: string | null;
      providerId?: string | null;
      /** PY-12: a desk sale's form key (one click, one sale). */
      requestKey?: string | null;
      /** TK-01: the sale (its invoice) a code paid part of. */
      invoiceId?: string | null;
    },
    now: Date,
  ): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, gift_code, code_cents, code_sessions, provider_id,
         request_key, invoice_id, created_at, done_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $10, $11, $9, $9) RETURNING id::text`,
      [
        m.bookingId,
        m.kind,
        m.method,
        m.amountCents,
        m.code,
        m.codeCents,
        m.codeSessions,
        m.providerId ?? null,
        now,
        m.requestKey ?? null,
        m.invoiceId ?? null,
      ],
    );
    if (!row) throw new Error("ledger row not written");
    return row.id;
  },

  async refunded(db: Queryable, id: string, refundId: string, now: Date) {
    await db.query(
      "UPDATE payments SET status = 'done', provider_id = $2, done_at = $3, last_error = NULL WHERE id = $1",
      [id, refundId, now],
    );
  },

  async refundFailed(db: Queryable, id: string, reason: string) {
    await db.query("UPDATE payments SET last_error = $2 WHERE id = $1", [id, reason]);
  },

  /** PY-03: a fee about to be charged; undefined when one is already charged or being charged. */
  async startFee(db: Queryable, bookingId: string, cents: number, now: Date): Promise<string | undefined> {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, status, created_at)
       VALUES ($1, 'fee', 'stripe', $2, 'pending', $3) ON CONFLICT DO NOTHING RETURNING id::text`,
      [bookingId, cents, now],
    );
    return rows[0]?.id;
  },

  /** PY-03: a fee paid from the link (the refused attempt stays as it was). */
  async recordFee(tx: Queryable, bookingId: string, cents: number, paymentIntent: string | null, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, provider_id, created_at, done_at)
       VALUES ($1, 'fee', 'stripe', $2, $3, $4, $4) ON CONFLICT DO NOTHING`,
      [bookingId, cents, paymentIntent, now],
    );
  },

  async feeCharged(db: Queryable, id: string, paymentIntent: string, now: Date) {
    await db.query("UPDATE payments SET status = 'done', provider_id = $2, done_at = $3 WHERE id = $1", [
      id,
      paymentIntent,
      now,
    ]);
  },

  async feeFailed(db: Queryable, id: string, reason: string) {
    await db.query("UPDATE payments SET status = 'failed', last_error = $2 WHERE id = $1", [id, reason]);
  },

  /**
   * PY-05, PY-12: what the desk took at the visit — once per `requestKey` (a double click, a retried
   * request: one payment; the unique index decides).
   */
  async recordVisit(
    tx: Queryable,
    bookingId: string,
    method: PaymentMethod,
    cents: number,
    now: Date,
    requestKey: string | null = null,
  ) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, request_key, created_at, done_at)
       VALUES ($1, 'visit', $2, $3, $5, $4, $4) ON CONFLICT DO NOTHING`,
      [bookingId, method, cents, now, requestKey],
    );
  },

  /**
   * TK-01: a tender of a sale at the desk, in the sale's transaction: toward the visit it closed (a
   * 'visit' row of its first appointment) or, for a walk-in sale, a 'sale' row of the invoice alone.
   */
  async recordTender(
    tx: Queryable,
    tender: { bookingId: string | null; method: PaymentMethod; cents: number; invoiceId: string; requestKey: string },
    now: Date,
  ) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, invoice_id, request_key, created_at, done_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [
        tender.bookingId,
        tender.bookingId ? "visit" : "sale",
        tender.method,
        tender.cents,
        tender.invoiceId,
        tender.requestKey,
        now,
      ],
    );
  },

  /**
   * TK-02: a cancelled sale's payments voided, each by a row reversing it (once: the one-reversal index),
   * in the cancellation's transaction.
   */
  async voidSale(tx: Queryable, invoiceId: string, reason: string, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, reverses, reason, invoice_id, created_at, done_at)
       SELECT booking_id, 'void', method, amount_cents, id, $2, invoice_id, $3, $3
       FROM payments WHERE invoice_id = $1 AND kind IN ('visit', 'sale') AND status = 'done'
       ON CONFLICT DO NOTHING`,
      [invoiceId, reason, now],
    );
  },

  /** TK-02: the money of a refunded sale given back (its corrective invoice's row), in its transaction. */
  async refundSale(
    tx: Queryable,
    refund: { bookingId: string | null; invoiceId: string; method: PaymentMethod; cents: number; reason: string },
    now: Date,
  ) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, reason, invoice_id, created_at, done_at)
       VALUES ($1, 'refund', $2, $3, $4, $5, $6, $6)`,
      [refund.bookingId, refund.method, refund.cents, refund.reason, refund.invoiceId, now],
    );
  },

  /**
   * PY-12: the desk voids a payment of this appointment, with its reason: a row reversing it (a
   * code's value goes back to the code). Once: a second void meets the one-reversal index (false).
   */
  async voidPayment(tx: Queryable, bookingId: string, paymentId: string, reason: string, now: Date) {
    const rows = await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, gift_code, code_cents, code_sessions, reverses, reason,
         created_at, done_at)
       SELECT booking_id, CASE WHEN gift_code IS NULL THEN 'void' ELSE 'restore' END, method, amount_cents, gift_code,
         -code_cents, -code_sessions, id, $3, $4, $4
       FROM payments WHERE id = $2 AND booking_id = $1 AND kind = 'visit' AND status = 'done'
       ON CONFLICT DO NOTHING RETURNING id`,
      [bookingId, paymentId, reason, now],
    );
    return rows.length > 0;
  },

  /** PY-12: the code a desk sale with this key issued (a repeated click finds it). */
  async soldWithKey(db: Queryable, requestKey: string): Promise<string | undefined> {
    const [row] = await db.query<{ gift_code: string }>(
      "SELECT gift_code FROM payments WHERE request_key = $1 AND kind = 'sale'",
      [requestKey],
    );
    return row?.gift_code;
  },

  /**
   * TK-07: what came in and went back by each method over [from, to) — deposits, desk payments, sales and
   * fees in; refunds and voids out (a code's spend given back moves no money) — as the cash-up counts it.
   */
  async dayTotals(db: Queryable, from: Date, to: Date) {
    return db.query<{ method: PaymentMethod; in_cents: number; out_cents: number; movements: number }>(
      `SELECT method,
         coalesce(sum(amount_cents) FILTER (WHERE kind IN ('deposit', 'visit', 'sale', 'fee')), 0)::int AS in_cents,
         coalesce(sum(amount_cents) FILTER (WHERE kind IN ('refund', 'void')), 0)::int AS out_cents,
         count(*)::int AS movements
       FROM payments
       WHERE status = 'done' AND coalesce(done_at, created_at) >= $1 AND coalesce(done_at, created_at) < $2
         AND kind <> 'restore' AND amount_cents > 0
       GROUP BY method ORDER BY method`,
      [from, to],
    );
  },

  /** The money movements of these appointments, oldest first. */
  async ofBookings(db: Queryable, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db.query<PaymentRow>("SELECT * FROM payments WHERE booking_id = ANY($1::uuid[]) ORDER BY id", [ids]);
  },
};
