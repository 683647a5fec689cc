/**
 * An appointment's payment terms (PY-02, PY-03; #41): the deposit asked, the fee and notice of a card
 * on file she accepted, the Checkout session collecting it, Stripe's customer and card ids — one row of
 * `payment_terms` per appointment that asks for money. The appointments area reads them with its
 * records (`termsColumn`) and writes them in the statement that inserts the booking (`termsInsert`: no
 * round trip of their own on the booking path); what the provider answers later is written here.
 */
import type { Queryable } from "../db/client";
import { type Camelised, recordReader } from "../db/records";
import { paymentTerms, type PaymentTermsRow } from "./tables";

/** What an appointment asks of her money, under camelCase names. */
export type PaymentTerms = Camelised<Omit<PaymentTermsRow, "booking_id">>;

/** What a new booking asks: the deposit, or the fee of a card on file and its notice. */
export type NewTerms = Pick<PaymentTerms, "depositCents" | "cardFeeCents" | "feeNoticeHours">;

/** An appointment's terms as one value of a select on its booking (`bookingId`: the id's SQL); null: none. */
export const termsColumn = (bookingId: string) =>
  `(SELECT to_jsonb(t) FROM payment_terms t WHERE t.booking_id = ${bookingId})`;

const readRow = recordReader(paymentTerms);

/** `termsColumn`'s value as the record's `terms`. */
export function readTerms(value: unknown): PaymentTerms | null {
  if (value === null || value === undefined) return null;
  // Every declared column but the key: a column added to `payment_terms` reaches the record by itself.
  const { bookingId, ...terms } = readRow(value as PaymentTermsRow);
  return bookingId ? terms : null;
}

/** The terms a booking was inserted with, as `readTerms` would read them back (null: it asks for nothing). */
export function newTerms(t: NewTerms): PaymentTerms | null {
  if (t.depositCents === null && t.cardFeeCents === null) return null;
  return { ...t, checkoutSessionId: null, stripeCustomerId: null, stripePaymentMethodId: null };
}

/**
 * The terms written in the statement that inserts the booking: `from` names the inserted rows (one),
 * the values are SQL (typed parameters); nothing is written when it asks for nothing.
 */
export const termsInsert = (from: string, v: { deposit: string; fee: string; notice: string }) =>
  `INSERT INTO payment_terms (booking_id, deposit_cents, card_fee_cents, fee_notice_hours)
   SELECT id, ${v.deposit}, ${v.fee}, ${v.notice} FROM ${from} WHERE ${v.deposit} IS NOT NULL OR ${v.fee} IS NOT NULL`;

export const termsRepository = {
  /** PY-02: the Checkout session that collects this appointment's deposit (or saves her card). */
  async setCheckout(tx: Queryable, bookingId: string, sessionId: string) {
    await tx.query(
      `INSERT INTO payment_terms (booking_id, checkout_session_id) VALUES ($1, $2)
       ON CONFLICT (booking_id) DO UPDATE SET checkout_session_id = excluded.checkout_session_id`,
      [bookingId, sessionId],
    );
  },

  /** PY-03: the card she saved for this appointment's fee (Stripe's ids). */
  async saveCard(tx: Queryable, bookingId: string, customer: string, paymentMethod: string) {
    await tx.query(
      `INSERT INTO payment_terms (booking_id, stripe_customer_id, stripe_payment_method_id) VALUES ($1, $2, $3)
       ON CONFLICT (booking_id) DO UPDATE SET stripe_customer_id = excluded.stripe_customer_id,
         stripe_payment_method_id = excluded.stripe_payment_method_id`,
      [bookingId, customer, paymentMethod],
    );
  },

  /**
   * RGPD (erasure, retention): these appointments forget her customer and card at the provider, and the
   * customers they named are queued for deletion there (`forgetCustomers`, the payments worker). Returns
   * how many customers were queued.
   */
  async forget(tx: Queryable, bookingIds: readonly string[], now: Date): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const rows = await tx.query(
      `WITH named AS (SELECT booking_id, stripe_customer_id FROM payment_terms
                      WHERE booking_id = ANY($1::uuid[]) AND stripe_customer_id IS NOT NULL FOR UPDATE),
         forgot AS (UPDATE payment_terms t SET stripe_customer_id = NULL, stripe_payment_method_id = NULL
                    FROM named WHERE t.booking_id = named.booking_id)
       INSERT INTO customer_deletions (customer_id, asked_at) SELECT DISTINCT stripe_customer_id, $2::timestamptz FROM named
       ON CONFLICT (customer_id) DO NOTHING RETURNING customer_id`,
      [bookingIds, now],
    );
    return rows.length;
  },

  /** The customers waiting to be deleted at the provider, oldest first. */
  async deletionsDue(db: Queryable, limit = 20): Promise<string[]> {
    const rows = await db.query<{ customer_id: string }>(
      "SELECT customer_id FROM customer_deletions ORDER BY asked_at, customer_id LIMIT $1",
      [limit],
    );
    return rows.map((r) => r.customer_id);
  },

  /** A customer deleted at the provider: nothing of it is kept. */
  async deleted(db: Queryable, customerId: string) {
    await db.query("DELETE FROM customer_deletions WHERE customer_id = $1", [customerId]);
  },

  async deletionFailed(db: Queryable, customerId: string, reason: string) {
    await db.query("UPDATE customer_deletions SET attempts = attempts + 1, last_error = $2 WHERE customer_id = $1", [
      customerId,
      reason,
    ]);
  },

  /** The appointment whose payment page this session is. */
  async bookingOfCheckout(db: Queryable, sessionId: string): Promise<string | undefined> {
    const [row] = await db.query<{ booking_id: string }>(
      "SELECT booking_id::text FROM payment_terms WHERE checkout_session_id = $1",
      [sessionId],
    );
    return row?.booking_id;
  },

  /** The payment pages still open for these appointments (their holds were released). */
  async checkoutsOf(db: Queryable, bookingIds: readonly string[]): Promise<string[]> {
    if (bookingIds.length === 0) return [];
    const rows = await db.query<{ id: string }>(
      `SELECT checkout_session_id AS id FROM payment_terms
       WHERE booking_id = ANY($1::uuid[]) AND checkout_session_id IS NOT NULL`,
      [bookingIds],
    );
    return rows.map((r) => r.id);
  },
};
