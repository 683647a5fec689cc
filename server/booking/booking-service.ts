/**
 * Booking, reading and cancelling appointments. The database is the referee:
 * the exclusion constraint refuses overlapping bookings of one professional,
 * the unique idempotency key refuses a second booking for one request, and
 * every write with its outbox rows happens in one transaction.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import { site } from "@/content/site";
import { type IsoDate, wallClockIn } from "@/lib/dates";
import { appointmentMail, appointments, type BookingRecord, emailKey, phoneKey } from "../db/appointments";
import { type Database, type Queryable, sqlState } from "../db/client";
import { loadStaffDay, offeredSlots } from "./availability-query";
import { bookingWindow, isFree, worksDuring } from "./staff-availability";

export interface BookingRequest extends NewAppointment {
  staffId?: string;
  email: string;
  idempotencyKey: string;
}

export type { BookingRecord };

export type BookError = "slot_taken" | "slot_not_offered" | "too_many_bookings" | "idempotency_mismatch";

export type BookResult = { ok: true; booking: BookingRecord; replayed: boolean } | { ok: false; error: BookError };

export interface BookingLimits {
  horizonDays: number;
  maxFutureBookingsPerContact: number;
}

export { emailKey, phoneKey };

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

async function replay(db: Queryable, request: BookingRequest): Promise<BookResult | undefined> {
  const existing = await appointments.byIdempotencyKey(db, request.idempotencyKey);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash(request)) return { ok: false, error: "idempotency_mismatch" };
  return { ok: true, booking: existing.booking, replayed: true };
}

class TooManyBookings extends Error {}
/** The time is blocked (time off) for that professional or the whole salon. */
export class NotOffered extends Error {}

export interface NewAppointment {
  service: ServiceSetting;
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
  /** ST-06: the confirmation waits this long in the outbox (the agenda's undo window). */
  holdSeconds?: number;
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
      const count = await appointments.countFutureByContact(tx, now, phone, email);
      if (count >= limit) throw new TooManyBookings();
    }
    // Queue inserts for one professional: the exclusion constraint still decides, but a second
    // insert then meets a committed row (an immediate 23P01) instead of waiting on an uncommitted one;
    // PostgreSQL's waits between uncommitted conflicting inserts can cycle without end under load.
    // Taken after the contact locks, in every transaction, so the lock order is always the same.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`staff:${staffId}`]);
    const booking = await appointments.insertWithMail(
      tx,
      {
        id: randomUUID(),
        reference: newReference(),
        serviceId: input.service.id,
        serviceName: input.service.name,
        serviceMinutes: input.service.minutes,
        staffId,
        startsAt: new Date(window.start),
        endsAt: new Date(window.end),
        blockedUntil: new Date(window.blockedUntil),
        priceEur: input.service.price,
        clientName: input.name.trim(),
        clientPhone: input.phone.trim(),
        clientEmail: input.email?.trim() || null,
        source: options.source,
        idempotencyKey: options.idempotencyKey,
        requestHash: options.requestHash,
      },
      now,
    );
    if (!booking) throw new NotOffered();
    if (options.holdSeconds) await appointmentMail.holdForUndo(tx, booking.id, options.holdSeconds);
    return booking;
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
  settings: SalonSettings,
  request: BookingRequest,
  now: Date,
  limits: BookingLimits,
): Promise<BookResult> {
  const wall = wallClockIn(site.timeZone, now);
  const { service, date, time } = request;
  // A replay is found by the unique key when the insert trips over it, or here when the time has since passed.
  if (!(offeredSlots(settings, date, service.minutes, wall, limits.horizonDays) as string[]).includes(time))
    return (await replay(db, request)) ?? { ok: false, error: "slot_not_offered" };

  const staffDay = await loadStaffDay(db, settings, service.id, date);
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
  return appointments.byId(db, id);
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
  options: { noticeHours: number | null; holdSeconds?: number },
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const booking = await appointments.byIdForUpdate(tx, id);
    if (!booking) return { ok: false, error: "not_found" };
    if (booking.status !== "confirmed") return { ok: false, error: "not_active", booking };
    if (options.noticeHours !== null && !canCancelOnline(booking, now, options.noticeHours))
      return { ok: false, error: "too_late", booking };
    const cancelled = await appointments.cancel(tx, id, now);
    await appointmentMail.dropPendingReminder(tx, id, now);
    if (booking.clientEmail) await appointmentMail.queueCancellation(tx, id, now);
    if (options.holdSeconds) await appointmentMail.holdForUndo(tx, id, options.holdSeconds);
    return { ok: true, booking: cancelled ?? booking };
  });
}
