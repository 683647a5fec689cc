/**
 * The payments area's SQL (PY-02, PY-05): money movements and the Stripe events handled once.
 */
import type { PaymentMethod } from "@/domain/payments/policy";
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

  async recordDeposit(tx: Queryable, bookingId: string, cents: number, paymentIntent: string | null, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, provider_id, created_at, done_at)
       VALUES ($1, 'deposit', 'stripe', $2, $3, $4, $4)`,
      [bookingId, cents, paymentIntent, now],
    );
  },

  /** A refund owed: the worker makes it on Stripe (PY-02), once, the row's id as its idempotency key. */
  async owe(tx: Queryable, bookingId: string, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, status, created_at)
       SELECT d.booking_id, 'refund', 'stripe', d.amount_cents, 'pending', $2 FROM payments d
       WHERE d.booking_id = $1 AND d.kind = 'deposit' AND d.status = 'done'
         AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.booking_id = $1 AND r.kind = 'refund')`,
      [bookingId, now],
    );
  },

  /** Refunds still to make, with the PaymentIntent of the deposit each returns. */
  async pendingRefunds(db: Queryable, limit = 20) {
    return db.query<PaymentRow & { payment_intent: string | null }>(
      `SELECT r.*, d.provider_id AS payment_intent FROM payments r
         JOIN payments d ON d.booking_id = r.booking_id AND d.kind = 'deposit'
       WHERE r.kind = 'refund' AND r.status = 'pending' ORDER BY r.id LIMIT $1`,
      [limit],
    );
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

  /** PY-05: what the desk took at the visit. */
  async recordVisit(tx: Queryable, bookingId: string, method: PaymentMethod, cents: number, now: Date) {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, method, amount_cents, created_at, done_at) VALUES ($1, 'visit', $2, $3, $4, $4)`,
      [bookingId, method, cents, now],
    );
  },

  /** The money movements of these appointments, oldest first. */
  async ofBookings(db: Queryable, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db.query<PaymentRow>("SELECT * FROM payments WHERE booking_id = ANY($1::uuid[]) ORDER BY id", [ids]);
  },
};
