/**
 * Booking, reading and cancelling appointments. The database is the referee:
 * the exclusion constraint refuses overlapping bookings of one professional,
 * the unique idempotency key refuses a second booking for one request, and
 * every write with its outbox rows happens in one transaction.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type BookingService, findService } from "@/content/services";
import { site } from "@/content/site";
import { findProfessional } from "@/content/team";
import { type IsoDate, wallClockIn } from "@/lib/dates";
import { type Database, type Queryable, sqlState } from "../db/client";
import { loadStaffDay, offeredSlots } from "./availability-query";
import { bookingWindow, isFree, worksDuring } from "./staff-availability";

export interface BookingRequest extends NewAppointment {
  staffId?: string;
  email: string;
  idempotencyKey: string;
}

export interface BookingRecord {
  id: string;
  reference: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  startsAt: Date;
  endsAt: Date;
  status: "confirmed" | "cancelled" | "completed" | "no_show";
  priceEur: number;
  clientName: string | null;
  clientPhone: string | null;
  clientEmail: string | null;
  source: "web" | "staff";
}

export type BookError = "slot_taken" | "slot_not_offered" | "too_many_bookings" | "idempotency_mismatch";

export type BookResult = { ok: true; booking: BookingRecord; replayed: boolean } | { ok: false; error: BookError };

export interface BookingLimits {
  horizonDays: number;
  maxFutureBookingsPerContact: number;
}

interface BookingRow {
  id: string;
  reference: string;
  service_id: string;
  staff_id: string;
  starts_at: Date;
  ends_at: Date;
  status: BookingRecord["status"];
  price_eur: number;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  source: BookingRecord["source"];
  request_hash?: string | null;
}

export function toRecord(row: BookingRow): BookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    serviceId: row.service_id,
    serviceName: findService(row.service_id)?.name ?? row.service_id,
    staffId: row.staff_id,
    staffName: findProfessional(row.staff_id)?.name ?? row.staff_id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    status: row.status,
    priceEur: row.price_eur,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    clientEmail: row.client_email,
    source: row.source,
  };
}

const BOOKING_COLUMNS =
  "id, reference, service_id, staff_id, starts_at, ends_at, status, price_eur, client_name, client_phone, client_email, source";

export const phoneKey = (phone: string) => phone.replace(/\D/g, "").replace(/^(00)?34(?=\d{9}$)/, "");
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Short reference for the phone ('AUR-7K3F9Q'): no 0/O or 1/I to misread. */
function newReference(): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const bytes = randomBytes(6);
  return `${site.shortName.slice(0, 3).toUpperCase()}-${[...bytes].map((b) => alphabet[b % 32]).join("")}`;
}

function requestHash(r: BookingRequest): string {
  const fields = [r.service.id, r.date, r.time, r.staffId ?? "", r.name.trim(), phoneKey(r.phone), emailKey(r.email)];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

async function findByKey(db: Queryable, key: string) {
  const rows = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS}, request_hash FROM bookings WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0];
}

async function replay(db: Queryable, request: BookingRequest): Promise<BookResult | undefined> {
  const existing = await findByKey(db, request.idempotencyKey);
  if (!existing) return undefined;
  if (existing.request_hash !== requestHash(request)) return { ok: false, error: "idempotency_mismatch" };
  return { ok: true, booking: toRecord(existing), replayed: true };
}

class TooManyBookings extends Error {}
/** The time is blocked (time off) for that professional or the whole salon. */
export class NotOffered extends Error {}

export interface NewAppointment {
  service: BookingService;
  date: IsoDate;
  time: string;
  name: string;
  phone: string;
  /** Optional for the reception's phone and walk-in bookings; no email, no mail. */
  email: string | null;
}

interface InsertOptions {
  source: "web" | "staff";
  idempotencyKey: string | null;
  requestHash: string | null;
  /** null: no per-contact limit (the reception books for anyone). */
  maxFutureBookingsPerContact: number | null;
}

/** One booking with its mail rows, in one transaction; the constraint refuses an overlap (23P01). */
export async function insertAppointment(
  db: Database,
  input: NewAppointment,
  staffId: string,
  now: Date,
  options: InsertOptions,
): Promise<BookingRecord> {
  const window = bookingWindow(input.date, input.time, input.service, site.timeZone);
  const phone = phoneKey(input.phone);
  const email = input.email ? emailKey(input.email) : null;
  return db.transaction(async (tx) => {
    const limit = options.maxFutureBookingsPerContact;
    if (limit !== null) {
      // Serialise bookings of one contact so the per-contact limit cannot be raced (locks in a fixed order).
      const [first, second] = [`phone:${phone}`, `email:${email}`].sort();
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))", [
        first,
        second,
      ]);
      const [count] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings
         WHERE status = 'confirmed' AND starts_at > $1 AND (phone_key = $2 OR email_key = $3)`,
        [now, phone, email],
      );
      if ((count?.n ?? 0) >= limit) throw new TooManyBookings();
    }
    // Queue inserts for one professional: the exclusion constraint still decides, but a second
    // insert then meets a committed row (an immediate 23P01) instead of waiting on an uncommitted one;
    // PostgreSQL's waits between uncommitted conflicting inserts can cycle without end under load.
    // Taken after the contact locks, in every transaction, so the lock order is always the same.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`staff:${staffId}`]);
    // The booking and its mail (confirmation now, reminder 24 h before) in one statement. "Now" for a
    // mail is the earlier of the request's clock and the database's: the same instant in production;
    // under a test clock, due both for a worker on that clock and for one on the real clock.
    const rows = await tx.query<BookingRow>(
      `WITH b AS (
         INSERT INTO bookings (id, reference, service_id, staff_id, starts_at, ends_at, blocked_until, price_eur,
           client_name, client_phone, client_email, phone_key, email_key, source, idempotency_key, request_hash)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $17, $14, $15
         WHERE NOT EXISTS (SELECT 1 FROM time_off WHERE (staff_id IS NULL OR staff_id = $4)
                           AND starts_at < $6 AND ends_at > $5)
         RETURNING ${BOOKING_COLUMNS}),
       mail AS (
         INSERT INTO outbox (booking_id, kind, send_after)
         SELECT id, 'confirmation', LEAST(now(), $16::timestamptz) FROM b WHERE client_email IS NOT NULL
         UNION ALL
         SELECT id, 'reminder', starts_at - interval '24 hours' FROM b
         WHERE client_email IS NOT NULL AND starts_at - interval '24 hours' > $16)
       SELECT * FROM b`,
      [
        randomUUID(),
        newReference(),
        input.service.id,
        staffId,
        new Date(window.start),
        new Date(window.end),
        new Date(window.blockedUntil),
        input.service.price,
        input.name.trim(),
        input.phone.trim(),
        input.email?.trim() || null,
        phone,
        email,
        options.idempotencyKey,
        options.requestHash,
        now,
        options.source,
      ],
    );
    const row = rows[0];
    if (!row) throw new NotOffered();
    return toRecord(row);
  });
}

/**
 * Books `request`. With a professional chosen, only that one is tried; with
 * 'Sin preferencia' each qualified professional on shift is tried in turn,
 * each in its own transaction: overlap (23P01) → the next one, deadlock
 * (40P01) → the same one again, none left → slot_taken.
 */
export async function book(
  db: Database,
  request: BookingRequest,
  now: Date,
  limits: BookingLimits,
): Promise<BookResult> {
  const wall = wallClockIn(site.timeZone, now);
  const { service, date, time } = request;
  // A replay is found by the unique key when the insert trips over it, or here when the time has since passed.
  if (!(offeredSlots(date, service.minutes, wall, limits.horizonDays) as string[]).includes(time))
    return (await replay(db, request)) ?? { ok: false, error: "slot_not_offered" };

  const staffDay = await loadStaffDay(db, service.id, date);
  const window = bookingWindow(date, time, service, site.timeZone);
  const onShift = staffDay.filter(
    (s) => (!request.staffId || s.id === request.staffId) && worksDuring(s, time, service.minutes),
  );
  if (onShift.length === 0) return (await replay(db, request)) ?? { ok: false, error: "slot_not_offered" };
  // Those who look free go first; the constraint, not this read, decides.
  const candidates = [
    ...onShift.filter((s) => isFree(s, window.start, window.blockedUntil)),
    ...onShift.filter((s) => !isFree(s, window.start, window.blockedUntil)),
  ];

  // Everyone on time off then → not offered; someone's time taken → 409.
  let taken = false;
  for (const candidate of candidates) {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const booking = await insertAppointment(db, request, candidate.id, now, {
          source: "web",
          idempotencyKey: request.idempotencyKey,
          requestHash: requestHash(request),
          maxFutureBookingsPerContact: limits.maxFutureBookingsPerContact,
        });
        return { ok: true, booking, replayed: false };
      } catch (error) {
        if (error instanceof TooManyBookings) return { ok: false, error: "too_many_bookings" };
        if (error instanceof NotOffered) break;
        const code = sqlState(error);
        if (code === "23P01") {
          taken = true;
          break;
        }
        if (code === "40P01" || code === "40001") continue;
        if (code === "23505") {
          const constraint = (error as { constraint?: string }).constraint ?? "";
          if (constraint.includes("reference")) continue;
          return (await replay(db, request)) ?? { ok: false, error: "slot_taken" };
        }
        throw error;
      }
    }
  }
  return (await replay(db, request)) ?? { ok: false, error: taken ? "slot_taken" : "slot_not_offered" };
}

export async function getBooking(db: Queryable, id: string): Promise<BookingRecord | undefined> {
  const rows = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

export type CancelResult =
  | { ok: true; booking: BookingRecord }
  | { ok: false; error: "not_found" | "too_late" | "not_active"; booking?: BookingRecord };

/** Whether a visitor may still cancel online (BE-06): confirmed and at least `noticeHours` ahead. */
export function canCancelOnline(booking: BookingRecord, now: Date, noticeHours: number): boolean {
  return booking.status === "confirmed" && booking.startsAt.getTime() - now.getTime() >= noticeHours * 3_600_000;
}

/** Cancels, frees the time, drops the pending reminder and queues the cancellation email — one transaction. */
export async function cancel(
  db: Database,
  id: string,
  now: Date,
  options: { noticeHours: number | null },
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1 FOR UPDATE`, [id]);
    const row = rows[0];
    if (!row) return { ok: false, error: "not_found" };
    const booking = toRecord(row);
    if (booking.status !== "confirmed") return { ok: false, error: "not_active", booking };
    if (options.noticeHours !== null && !canCancelOnline(booking, now, options.noticeHours))
      return { ok: false, error: "too_late", booking };
    const updated = await tx.query<BookingRow>(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, updated_at = $2 WHERE id = $1
       RETURNING ${BOOKING_COLUMNS}`,
      [id, now],
    );
    await tx.query(
      "UPDATE outbox SET dropped_at = $2 WHERE booking_id = $1 AND kind = 'reminder' AND sent_at IS NULL AND dropped_at IS NULL",
      [id, now],
    );
    if (booking.clientEmail)
      await tx.query(
        "INSERT INTO outbox (booking_id, kind, send_after) VALUES ($1, 'cancellation', LEAST(now(), $2::timestamptz))",
        [id, now],
      );
    return { ok: true, booking: toRecord(updated[0] ?? row) };
  });
}
