/**
 * The reviews' SQL (RV-01 … RV-04). Whether a review may be written is the INSERT's own question to
 * the appointment (completed, not erased, visited within 30 days), so no check-then-insert; one per
 * appointment is the primary key; she may change hers until the salon has answered or hidden it.
 */
import { site } from "@/content/site";
import { REVIEW_DAYS } from "@/domain/reviews/rules";
import type { Queryable } from "../db/client";
import type { ReviewRow } from "./tables";

type Row = Omit<ReviewRow, "visited_on"> & { visited_on: string };

const COLUMNS = `booking_id, rating, body, publish, author, service_name, visited_on::text AS visited_on, created_at,
  updated_at, reply, replied_at, hidden_reason, hidden_at`;

/** Shown on the site: with her consent, not hidden by the owner. */
const SHOWN = "publish AND hidden_at IS NULL";

export const reviewsRepository = {
  async byBooking(db: Queryable, bookingId: string): Promise<Row | undefined> {
    return (await db.query<Row>(`SELECT ${COLUMNS} FROM reviews WHERE booking_id = $1`, [bookingId]))[0];
  },

  /**
   * Her review written or changed: `written` when stored; `undefined` when the appointment may not be
   * reviewed (not completed, erased, outside the 30 days) or the salon has already answered or hidden it.
   */
  async save(
    tx: Queryable,
    bookingId: string,
    v: { rating: number; body: string | null; publish: boolean; author: string },
    now: Date,
  ): Promise<Row | undefined> {
    return (
      await tx.query<Row>(
        `INSERT INTO reviews (booking_id, rating, body, publish, author, service_name, visited_on, created_at, updated_at)
         SELECT b.id, $2, $3, $4, $5, b.service_name, (b.starts_at AT TIME ZONE '${site.timeZone}')::date, $6, $6
           FROM bookings b
          WHERE b.id = $1 AND b.status = 'completed' AND b.anonymised_at IS NULL
            AND b.starts_at <= $6 AND b.starts_at > $6::timestamptz - make_interval(days => ${REVIEW_DAYS})
         ON CONFLICT (booking_id) DO UPDATE
           SET rating = EXCLUDED.rating, body = EXCLUDED.body, publish = EXCLUDED.publish, updated_at = EXCLUDED.updated_at
           WHERE reviews.reply IS NULL AND reviews.hidden_at IS NULL
         RETURNING ${COLUMNS}`,
        [bookingId, v.rating, v.body, v.publish, v.author, now],
      )
    )[0];
  },

  /** RV-02: the latest shown, and the count and average of all shown. */
  async shown(db: Queryable, limit: number) {
    const [latest, summary] = await Promise.all([
      db.query<Row>(
        `SELECT ${COLUMNS} FROM reviews WHERE ${SHOWN} ORDER BY visited_on DESC, created_at DESC LIMIT $1`,
        [limit],
      ),
      db.query<{ count: string | number; average: string | number | null }>(
        `SELECT count(*) AS count, avg(rating) AS average FROM reviews WHERE ${SHOWN}`,
      ),
    ]);
    return { latest, count: Number(summary[0]?.count ?? 0), average: Number(summary[0]?.average ?? 0) };
  },

  /** The owner's list: every review, newest first. */
  async all(db: Queryable, limit = 200): Promise<Row[]> {
    return db.query<Row>(`SELECT ${COLUMNS} FROM reviews ORDER BY created_at DESC LIMIT $1`, [limit]);
  },

  /** RV-02: the owner's reply ('' removes it). */
  async reply(tx: Queryable, bookingId: string, reply: string, now: Date): Promise<Row | undefined> {
    return (
      await tx.query<Row>(
        `UPDATE reviews SET reply = nullif($2, ''), replied_at = CASE WHEN $2 = '' THEN NULL ELSE $3::timestamptz END,
           updated_at = $3
         WHERE booking_id = $1 RETURNING ${COLUMNS}`,
        [bookingId, reply, now],
      )
    )[0];
  },

  /** RV-02: hidden with a reason, or shown again (`reason` null). */
  async hide(tx: Queryable, bookingId: string, reason: string | null, now: Date): Promise<Row | undefined> {
    return (
      await tx.query<Row>(
        `UPDATE reviews SET hidden_reason = $2, hidden_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END,
           updated_at = $3
         WHERE booking_id = $1 RETURNING ${COLUMNS}`,
        [bookingId, reason, now],
      )
    )[0];
  },
};

export type { Row as ReviewRecord };
