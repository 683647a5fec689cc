/**
 * The waitlist's SQL (WL-01, WL-02): entries, the offers made to them, and the outbox row of each
 * offer, written in the offer's transaction. Days come back as 'YYYY-MM-DD' text on both engines.
 */
import type { PhoneChannel } from "@/domain/messages/channels";
import type { EntrySource, OfferStatus } from "@/domain/waitlist/rules";
import type { Queryable } from "../db/client";
import type { EntryRow, FreedRow, OfferRow } from "./tables";
import { outboxInsert } from "../notifications";

/** An entry; `seq` (text: a bigint) orders it against the freed times (WL-04). */
export type Entry = Omit<EntryRow, "from_day" | "to_day" | "seq"> & { from_day: string; to_day: string; seq: string };

const ENTRY_COLUMNS = `id, service_id, staff_id, from_day::text AS from_day, to_day::text AS to_day, window_start,
  window_end, client_name, client_phone, client_email, phone_key, message_channel, source, status, booking_id,
  created_at, updated_at, seq::text AS seq, extras`;

/** WL-05: the reason an offer's hold shows with on the grid. */
const HOLD_REASON = "Guardado para la lista de espera";

/** A freed time as the sweep reads it: a dated range, or a weekly one (a new or longer shift). */
export type Freed = Omit<FreedRow, "seq"> & { seq: string };

/** An entry that stops waiting forgets the contact (booked: the appointment holds it). */
const FORGET = "client_name = NULL, client_phone = NULL, client_email = NULL, phone_key = NULL";

export interface NewEntry {
  id: string;
  serviceId: string;
  staffId: string | null;
  fromDay: string;
  toDay: string;
  windowStart: number;
  windowEnd: number;
  name: string;
  phone: string | null;
  email: string | null;
  phoneKey: string | null;
  messageChannel: PhoneChannel | null;
  source: EntrySource;
  /** WL-06: a visit's other services. */
  extras: readonly string[];
}

/** An offer with what its message and its page say: the entry's contact, the service and professional's names. */
export type OfferView = OfferRow & {
  entry: Entry;
  service_name: string;
  service_minutes: number;
  staff_name: string;
};

export const waitlistRepository = {
  async insertEntry(db: Queryable, e: NewEntry, now: Date): Promise<Entry> {
    const [row] = await db.query<Entry>(
      `INSERT INTO waitlist_entries (id, service_id, staff_id, from_day, to_day, window_start, window_end, client_name,
         client_phone, client_email, phone_key, message_channel, source, created_at, updated_at, extras)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15::text[]) RETURNING ${ENTRY_COLUMNS}`,
      [
        e.id,
        e.serviceId,
        e.staffId,
        e.fromDay,
        e.toDay,
        e.windowStart,
        e.windowEnd,
        e.name,
        e.phone,
        e.email,
        e.phoneKey,
        e.messageChannel,
        e.source,
        now,
        [...e.extras],
      ],
    );
    if (!row) throw new Error("waitlist entry not stored");
    return row;
  },

  /** Entries still waiting that cover some day of [from, to], oldest first (the order offers follow). */
  async waiting(db: Queryable, from: string, to: string): Promise<Entry[]> {
    return db.query<Entry>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
       WHERE status = 'waiting' AND from_day <= $2::date AND to_day >= $1::date ORDER BY created_at, seq`,
      [from, to],
    );
  },

  /**
   * Entries whose last day is before `today` stop waiting, and forget the contact (kept no longer
   * than needed); returns how many.
   */
  async expireEntries(db: Queryable, today: string, now: Date): Promise<number> {
    const rows = await db.query(
      `UPDATE waitlist_entries SET status = 'expired', ${FORGET}, updated_at = $2
       WHERE status = 'waiting' AND to_day < $1::date RETURNING id`,
      [today, now],
    );
    return rows.length;
  },

  /** Whose column a waiting entry is in (`null`: anyone's), or undefined when none waits with this id. */
  async entryColumn(db: Queryable, id: string): Promise<{ staffId: string | null } | undefined> {
    const [row] = await db.query<{ staff_id: string | null }>(
      "SELECT staff_id FROM waitlist_entries WHERE id = $1 AND status = 'waiting'",
      [id],
    );
    return row && { staffId: row.staff_id };
  },

  async removeEntry(db: Queryable, id: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE waitlist_entries SET status = 'removed', ${FORGET}, updated_at = $2
       WHERE id = $1 AND status = 'waiting' RETURNING id`,
      [id, now],
    );
    if (rows.length > 0)
      await db.query(
        `WITH withdrawn AS (
           UPDATE waitlist_offers SET status = 'withdrawn', answered_at = $2 WHERE entry_id = $1 AND status = 'open'
           RETURNING id)
         DELETE FROM time_off WHERE waitlist_offer IN (SELECT id FROM withdrawn)`,
        [id, now],
      );
    return rows.length > 0;
  },

  /**
   * Open offers whose time is up: expired, and their holds released (WL-05: the time, freed again,
   * passes to the next client); returns how many.
   */
  async expireOffers(db: Queryable, now: Date): Promise<number> {
    const rows = await db.query(
      `WITH expired AS (
         UPDATE waitlist_offers SET status = 'expired', answered_at = $1 WHERE status = 'open' AND expires_at <= $1
         RETURNING id),
       released AS (DELETE FROM time_off WHERE waitlist_offer IN (SELECT id FROM expired))
       SELECT id FROM expired`,
      [now],
    );
    return rows.length;
  },

  /**
   * Open offers whose time an appointment took after all (the desk removed the hold and booked it):
   * taken, their holds released.
   */
  async takeBooked(db: Queryable, now: Date): Promise<void> {
    await db.query(
      `WITH taken AS (
         UPDATE waitlist_offers o SET status = 'taken', answered_at = $1
         FROM waitlist_entries e JOIN services s ON s.id = e.service_id
         WHERE o.status = 'open' AND e.id = o.entry_id AND EXISTS (
           SELECT 1 FROM bookings b WHERE b.staff_id = o.staff_id AND b.status <> 'cancelled' AND NOT b.overlap_kept
             AND b.starts_at < o.starts_at + make_interval(mins => s.minutes) AND b.blocked_until > o.starts_at)
         RETURNING o.id)
       DELETE FROM time_off WHERE waitlist_offer IN (SELECT id FROM taken)`,
      [now],
    );
  },

  /** WL-04: a professional's new working time (weekly ranges: a new or longer shift), freed for the waitlist. */
  async freedShifts(
    tx: Queryable,
    staffId: string,
    ranges: readonly { weekday: number; starts: number; ends: number }[],
  ) {
    if (ranges.length === 0) return;
    await tx.query(
      `INSERT INTO freed_times (staff_id, weekday, from_minute, to_minute)
       SELECT $1, weekday, starts, ends FROM jsonb_to_recordset($2::jsonb) AS r(weekday int, starts int, ends int)`,
      [staffId, JSON.stringify(ranges)],
    );
  },

  /** WL-04: the times freed after the earliest of these entries joined (`since`: its seq), still ahead of `now`. */
  async freedSince(db: Queryable, since: string, now: Date): Promise<Freed[]> {
    return db.query<Freed>(
      `SELECT seq::text AS seq, staff_id, starts_at, ends_at, weekday, from_minute, to_minute FROM freed_times
       WHERE seq > $1::bigint AND (starts_at IS NULL OR ends_at > $2)`,
      [since, now],
    );
  },

  /**
   * WL-05: holds the offer's time for it, a block of the professional's time, when no appointment is
   * there: under the block lock (the caller's), so no booking of hers is being written meanwhile.
   * False when the time is taken.
   */
  async hold(tx: Queryable, offerId: string, staffId: string, startsAt: Date, until: Date): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO time_off (staff_id, starts_at, ends_at, reason, waitlist_offer)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (
         SELECT 1 FROM bookings b WHERE b.staff_id = $1 AND b.status <> 'cancelled' AND NOT b.overlap_kept
           AND b.starts_at < $3 AND b.blocked_until > $2)
       RETURNING id`,
      [staffId, startsAt, until, HOLD_REASON, offerId],
    );
    return rows.length > 0;
  },

  /** WL-05: the holds of this time give way to the client accepting it (in her booking's transaction). */
  async releaseHolds(tx: Queryable, staffId: string, startsAt: Date) {
    // Every offer of this time (all at once: several), and each part of a visit's (WL-06).
    await tx.query(
      `DELETE FROM time_off WHERE waitlist_offer IN (
         SELECT id FROM waitlist_offers WHERE staff_id = $1 AND starts_at = $2)`,
      [staffId, startsAt],
    );
  },

  /** WL-05: whether no appointment of hers overlaps [from, until) (under the block lock, the caller's). */
  async clear(tx: Queryable, staffId: string, from: Date, until: Date): Promise<boolean> {
    const rows = await tx.query(
      `SELECT 1 FROM bookings b WHERE b.staff_id = $1 AND b.status <> 'cancelled' AND NOT b.overlap_kept
         AND b.starts_at < $3 AND b.blocked_until > $2 LIMIT 1`,
      [staffId, from, until],
    );
    return rows.length === 0;
  },

  /** Every offer made to these entries: which times each was offered already, and which are open. */
  async offersOf(db: Queryable, entryIds: readonly string[]): Promise<OfferRow[]> {
    if (entryIds.length === 0) return [];
    return db.query<OfferRow>("SELECT * FROM waitlist_offers WHERE entry_id = ANY($1::uuid[])", [entryIds]);
  },

  /** Open offers overlapping nothing: every open one (the 'one at a time' mode skips their times). */
  async openOffers(db: Queryable): Promise<OfferRow[]> {
    return db.query<OfferRow>("SELECT * FROM waitlist_offers WHERE status = 'open'");
  },

  /**
   * An offer and its message, in one transaction: on her phone with consent, else by email, else
   * none (the agenda shows it and reception calls). The one-open-offer-per-entry index refuses a
   * second open offer made by another process at the same moment (23505).
   */
  async insertOffer(
    tx: Queryable,
    o: { id: string; entryId: string; staffId: string; startsAt: Date; expiresAt: Date },
    now: Date,
  ) {
    await tx.query(
      `INSERT INTO waitlist_offers (id, entry_id, staff_id, starts_at, offered_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [o.id, o.entryId, o.staffId, o.startsAt, now, o.expiresAt],
    );
    await tx.query(
      `${outboxInsert(["offer_id", "kind", "channel", "send_after"])}
       SELECT $1::uuid, 'waitlist_offer',
         CASE WHEN e.message_channel IS NOT NULL AND EXISTS (SELECT 1 FROM message_consent c
                WHERE c.phone_key = e.phone_key AND c.revoked_at IS NULL) THEN e.message_channel ELSE 'email' END, $2
       FROM waitlist_entries e WHERE e.id = $3
         AND (e.client_email IS NOT NULL OR (e.message_channel IS NOT NULL AND e.phone_key IS NOT NULL))`,
      [o.id, now, o.entryId],
    );
  },

  /** An entry with its service's and professional's names (its joining message, WL-04). */
  async entry(db: Queryable, id: string) {
    const [row] = await db.query<Entry & { service_name: string; staff_name: string | null }>(
      `SELECT ${ENTRY_COLUMNS}, (SELECT name FROM services s WHERE s.id = e.service_id)
           || coalesce((SELECT ' + ' || string_agg(x.name, ' + ' ORDER BY array_position(e.extras, x.id))
                        FROM services x WHERE x.id = ANY(e.extras)), '') AS service_name,
         (SELECT name FROM staff st WHERE st.id = e.staff_id) AS staff_name
       FROM waitlist_entries e WHERE id = $1`,
      [id],
    );
    return row;
  },

  /** WL-04: her joining, confirmed: on her phone with consent, else by email, else none (the desk has her phone). */
  async queueJoined(tx: Queryable, entryId: string, now: Date) {
    await tx.query(
      `${outboxInsert(["entry_id", "kind", "channel", "send_after"])}
       SELECT e.id, 'waitlist_joined',
         CASE WHEN e.message_channel IS NOT NULL AND EXISTS (SELECT 1 FROM message_consent c
                WHERE c.phone_key = e.phone_key AND c.revoked_at IS NULL) THEN e.message_channel ELSE 'email' END, $2
       FROM waitlist_entries e WHERE e.id = $1
         AND (e.client_email IS NOT NULL OR (e.message_channel IS NOT NULL AND e.phone_key IS NOT NULL))`,
      [entryId, now],
    );
  },

  async offer(db: Queryable, id: string, forUpdate = false): Promise<OfferView | undefined> {
    const [row] = await db.query<OfferRow & { service_name: string; service_minutes: number; staff_name: string }>(
      `SELECT o.*, s.name || coalesce((SELECT ' + ' || string_agg(x.name, ' + ' ORDER BY array_position(e.extras, x.id))
                                      FROM services x WHERE x.id = ANY(e.extras)), '') AS service_name,
         s.minutes AS service_minutes, st.name AS staff_name
       FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
         JOIN services s ON s.id = e.service_id JOIN staff st ON st.id = o.staff_id
       WHERE o.id = $1${forUpdate ? " FOR UPDATE OF o" : ""}`,
      [id],
    );
    if (!row) return undefined;
    const [entry] = await db.query<Entry>(`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id = $1`, [
      row.entry_id,
    ]);
    return entry ? { ...row, entry } : undefined;
  },

  /** The offer is answered (accepted, or its time taken by someone else). Only an open one changes. */
  async answer(tx: Queryable, id: string, status: Exclude<OfferStatus, "open">, now: Date): Promise<boolean> {
    const rows = await tx.query(
      `WITH answered AS (
         UPDATE waitlist_offers SET status = $2, answered_at = $3 WHERE id = $1 AND status = 'open' RETURNING id),
       released AS (DELETE FROM time_off WHERE waitlist_offer IN (SELECT id FROM answered))
       SELECT id FROM answered`,
      [id, status, now],
    );
    return rows.length > 0;
  },

  async markBooked(tx: Queryable, entryId: string, bookingId: string, now: Date) {
    await tx.query(
      `UPDATE waitlist_entries SET status = 'booked', booking_id = $2, ${FORGET}, updated_at = $3 WHERE id = $1`,
      [entryId, bookingId, now],
    );
  },

  /** Other open offers of the same time, once it is booked: taken (the 'all at once' mode). */
  async takeOthers(tx: Queryable, staffId: string, startsAt: Date, now: Date) {
    await tx.query(
      `UPDATE waitlist_offers SET status = 'taken', answered_at = $3
       WHERE staff_id = $1 AND starts_at = $2 AND status = 'open'`,
      [staffId, startsAt, now],
    );
  },
};
