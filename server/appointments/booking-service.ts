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
import { appointmentMail, appointments, type BookingRecord, type Changed } from "./repository";
import { type Database, type Queryable, sqlState } from "../db/client";
import { loadStaffDay, offeredSlots, type VisitChoice, visitParts } from "./availability-query";
import { bookingWindow, isFree, visitAssignments, visitWindows, worksDuring } from "./staff-availability";
import { lockForAppointments } from "./time-locks";
import type { PhoneChannel } from "@/domain/messages/channels";
import type { AppointmentSource } from "@/domain/booking/status";
import { consentRepository } from "../notifications";
import { paymentsRepository } from "../payments";
import { UNDO_GRACE_SECONDS } from "@/domain/booking/schemas";
import { phoneKey, emailKey } from "@/domain/booking/contact-validation";

export interface BookingRequest extends NewAppointment {
  staffId?: string;
  /** A visitor gives both (BK-09). */
  phone: string;
  email: string;
  idempotencyKey: string;
  /** SS-02: up to two more services in the same visit, back to back after the first. */
  extras?: VisitChoice[];
  /** MS-02: reminders on her phone by this channel, if she ticked the box. */
  messageChannel?: PhoneChannel | null;
}

export type { BookingRecord };

export type BookError = "slot_taken" | "slot_not_offered" | "too_many_bookings" | "idempotency_mismatch";

export type BookResult = { ok: true; booking: BookingRecord; replayed: boolean } | { ok: false; error: BookError };

export interface BookingLimits {
  horizonDays: number;
  maxFutureBookingsPerContact: number;
}

/** Short reference for the phone ('AUR-7K3F9Q'): no 0/O or 1/I to misread. */
function newReference(): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const bytes = randomBytes(6);
  return `${site.shortName.slice(0, 3).toUpperCase()}-${[...bytes].map((b) => alphabet[b % 32]).join("")}`;
}

function requestHash(r: BookingRequest): string {
  const fields = [r.service.id, r.date, r.time, r.staffId ?? "", r.name.trim(), phoneKey(r.phone), emailKey(r.email)];
  // A visit's other services are part of the request (SS-02); a single booking hashes as before.
  if (r.extras?.length) fields.push(...r.extras.map((e) => `${e.service.id}:${e.staffId ?? ""}`));
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/** The booking this Idempotency-Key already made, answered as it was (or a mismatch); undefined when new. */
export async function replay(db: Queryable, request: BookingRequest): Promise<BookResult | undefined> {
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
  /** Optional for a walk-in the reception books (ST-09): a name is enough. */
  phone: string | null;
  /** Optional for the reception's phone and walk-in bookings; no email, no mail. */
  email: string | null;
}

interface InsertOptions {
  source: AppointmentSource;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** null: no per-contact limit (the reception books for anyone). */
  maxFutureBookingsPerContact: number | null;
  /** ST-06: the confirmation waits this long in the outbox (the agenda's undo window). */
  holdSeconds?: number;
  /** ST-08: placed outside the shift or hours by the reception's override. */
  outsideHours?: boolean;
  /**
   * PY-02: a deposit to pay before `dueUntil`; PY-03: or a card to save by then for a fee. The time
   * is held until then.
   */
  deposit?: { cents: number; dueUntil: Date; cardFeeCents?: number; feeNoticeHours?: number };
  /** What else the booking changes, in its transaction (WL-02: the offer accepted); throwing undoes all. */
  inTransaction?: (tx: Queryable, booking: BookingRecord) => Promise<void>;
  /**
   * Under the booking's locks, before it is written (WL-05: the offer's hold gives its time to the
   * client accepting it); undone with the booking if that fails.
   */
  beforeInsert?: (tx: Queryable) => Promise<void>;
}

/**
 * Serialises bookings of one contact so the per-contact limit cannot be raced (locks in a fixed
 * order), then checks it; `limit` null: no limit (the reception books for anyone).
 */
/** The per-contact limit's locks, in their order (none without a limit): taken first (./time-locks.ts). */
function contactLocks(phone: string, email: string | null, limit: number | null): string[] {
  return limit === null ? [] : [`phone:${phone}`, `email:${email}`].sort();
}

/**
 * Under the booking's locks: an unpaid hold of these professionals past its time gives way (PY-02),
 * then a booking past the per-contact limit of future appointments is refused (`limit` null: none).
 */
async function releaseAndCheckLimit(
  tx: Queryable,
  staffIds: readonly string[],
  contact: { phone: string; email: string | null },
  now: Date,
  limit: number | null,
) {
  const count = await appointments.releaseUnpaidAndCount(tx, now, staffIds, limit === null ? null : contact);
  if (limit !== null && count >= limit) throw new TooManyBookings();
}

/**
 * One booking with its mail rows, in one transaction; the constraint refuses an overlap (23P01).
 * With `extras` (ST-09: a visit the reception books), the other services follow back to back, each
 * with its professional, under one reference, all or nothing; the first part carries the one email.
 */
export async function insertAppointment(
  db: Database,
  input: NewAppointment,
  staffId: string,
  now: Date,
  options: InsertOptions & {
    extras?: readonly { service: ServiceSetting; staffId: string }[];
    /** MS-02: the client's consent, stored with the appointment and for her number. */
    messageChannel?: PhoneChannel | null;
  },
): Promise<Changed> {
  const parts = [{ service: input.service, staffId }, ...(options.extras ?? [])];
  const windows =
    parts.length === 1
      ? [bookingWindow(input.date, input.time, input.service, site.timeZone)]
      : visitWindows(
          input.date,
          input.time,
          parts.map((p) => p.service),
          site.timeZone,
          parts.map((p) => p.staffId),
        );
  const phone = phoneKey(input.phone ?? "");
  const email = input.email ? emailKey(input.email) : null;
  return db.transaction(async (tx) => {
    // The contact's locks first (the per-contact limit counts under them), then the professionals':
    // queue inserts for one professional: the exclusion constraint still decides, but a second
    // insert then meets a committed row (an immediate 23P01) instead of waiting on an uncommitted one;
    // PostgreSQL's waits between uncommitted conflicting inserts can cycle without end under load.
    // The same locks order it against closures and time off (RL-07, ./time-locks.ts).
    const limit = options.maxFutureBookingsPerContact;
    await lockForAppointments(
      tx,
      parts.map((p) => p.staffId),
      [input.date],
      contactLocks(phone, email, limit),
    );
    // PY-02: a hold whose deposit was not paid in time no longer keeps the time (decided under the lock).
    await releaseAndCheckLimit(
      tx,
      parts.map((p) => p.staffId),
      { phone, email },
      now,
      limit,
    );
    await options.beforeInsert?.(tx);
    const reference = newReference();
    const rows = [];
    for (const [i, part] of parts.entries()) {
      const window = windows[i];
      if (!window) throw new NotOffered();
      const row = await appointments.insertWithMail(
        tx,
        {
          id: randomUUID(),
          reference,
          serviceId: part.service.id,
          serviceName: part.service.name,
          serviceMinutes: part.service.minutes,
          staffId: part.staffId,
          startsAt: new Date(window.start),
          endsAt: new Date(window.end),
          blockedUntil: new Date(window.blockedUntil),
          priceEur: part.service.price,
          clientName: input.name.trim(),
          clientPhone: input.phone?.trim() || null,
          clientEmail: input.email?.trim() || null,
          source: options.source,
          idempotencyKey: i === 0 ? options.idempotencyKey : null,
          requestHash: i === 0 ? options.requestHash : null,
          outsideHours: options.outsideHours ?? false,
          visitPosition: i,
          messageChannel: options.messageChannel ?? null,
          depositCents: i === 0 ? options.deposit?.cents || null : null,
          heldUntil: options.deposit?.dueUntil ?? null,
          cardFeeCents: i === 0 ? (options.deposit?.cardFeeCents ?? null) : null,
          feeNoticeHours: i === 0 ? (options.deposit?.feeNoticeHours ?? null) : null,
        },
        now,
      );
      if (!row) throw new NotOffered();
      rows.push(row);
    }
    const [booking] = rows;
    if (!booking) throw new NotOffered();
    if (options.messageChannel && input.phone)
      await consentRepository.grant(tx, input.phone, options.messageChannel, now);
    await options.inTransaction?.(tx, booking);
    if (!options.holdSeconds) return { ...booking, change: null };
    await appointmentMail.holdForUndo(tx, booking.id, options.holdSeconds);
    return appointments.named(tx, booking);
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
  options: Pick<InsertOptions, "inTransaction" | "beforeInsert" | "deposit"> & { source?: AppointmentSource } = {},
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
  return tryInTurn(db, request, candidates, (candidate) =>
    insertAppointment(db, request, candidate.id, now, {
      source: options.source ?? "web",
      idempotencyKey: request.idempotencyKey,
      requestHash: requestHash(request),
      maxFutureBookingsPerContact: limits.maxFutureBookingsPerContact,
      messageChannel: request.messageChannel ?? null,
      ...(options.inTransaction ? { inTransaction: options.inTransaction } : {}),
      ...(options.beforeInsert ? { beforeInsert: options.beforeInsert } : {}),
      ...(options.deposit ? { deposit: options.deposit } : {}),
    }),
  );
}

/**
 * Tries `insert` for each candidate in turn, each in its own transaction: overlap (23P01) → the next
 * one, deadlock or serialisation failure → the same one again, a reference collision → again with a
 * new one, blocked time → the next one; the idempotency key already used → that booking (BE-03).
 * None left → slot_taken when someone's time was taken, else slot_not_offered.
 */
async function tryInTurn<C>(
  db: Database,
  request: BookingRequest,
  candidates: readonly C[],
  insert: (candidate: C) => Promise<BookingRecord>,
): Promise<BookResult> {
  let taken = false;
  for (const candidate of candidates) {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const booking = await insert(candidate);
        return { ok: true, booking, replayed: false };
      } catch (error) {
        // Her own first booking counts in her limit: a replay of it is answered as it was.
        if (error instanceof TooManyBookings)
          return (await replay(db, request)) ?? { ok: false, error: "too_many_bookings" };
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

/** Every appointment of `booking`'s visit, in time order (SS-02): itself alone for a single one. */
export async function visitOf(db: Queryable, booking: BookingRecord): Promise<BookingRecord[]> {
  const parts = await appointments.visitOf(db, booking.reference);
  return parts.length > 0 ? parts : [booking];
}

/** An appointment and every appointment of its visit, in time order (SS-02), in one read. */
export async function getBookingWithVisit(db: Queryable, id: string) {
  return appointments.withVisit(db, id);
}

export async function getBooking(db: Queryable, id: string): Promise<BookingRecord | undefined> {
  return appointments.byId(db, id);
}

export type CancelResult =
  | { ok: true; booking: Changed }
  | { ok: false; error: "not_found" | "too_late" | "not_active"; booking?: BookingRecord };

/** Whether a visitor may still cancel online (BE-06): confirmed and at least `noticeHours` ahead. */
export function canCancelOnline(booking: BookingRecord, now: Date, noticeHours: number): boolean {
  return booking.status === "confirmed" && booking.startsAt.getTime() - now.getTime() >= noticeHours * 3_600_000;
}

/**
 * Cancels, frees the time, drops the pending reminder and queues the cancellation email — one
 * transaction. `wholeVisit` (the visitor's /cita): every service of the visit goes, with one email
 * (SS-02); the agenda cancels the one appointment it names.
 */
export async function cancel(
  db: Database,
  id: string,
  now: Date,
  options: {
    noticeHours: number | null;
    holdSeconds?: number;
    wholeVisit?: boolean;
    /**
     * PY-02: a paid deposit is refunded when the cancellation comes at least this many hours ahead
     * (the policy the client accepted); later, the salon keeps it. Absent: always refunded.
     */
    refundNoticeHours?: number;
  },
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const booking = await appointments.byIdForUpdate(tx, id);
    if (!booking) return { ok: false, error: "not_found" };
    if (booking.status !== "confirmed") return { ok: false, error: "not_active", booking };
    if (options.noticeHours !== null && !canCancelOnline(booking, now, options.noticeHours))
      return { ok: false, error: "too_late", booking };
    const parts = options.wholeVisit
      ? (await appointments.visitOf(tx, booking.reference)).filter((p) => p.status === "confirmed")
      : [booking];
    let cancelled: BookingRecord | undefined;
    for (const part of parts.length > 0 ? parts : [booking]) {
      const done = await appointments.cancel(tx, part.id, now);
      if (part.id === id) cancelled = done;
      await appointmentMail.dropPendingReminder(tx, part.id, now);
      // PY-08: within the policy, what was paid goes back — a deposit refunded (after the desk's
      // 'Deshacer' window, so an undone cancel refunds nothing), a code's euros or session restored.
      if (part.startsAt.getTime() - now.getTime() >= (options.refundNoticeHours ?? 0) * 3_600_000) {
        const notBefore = new Date(now.getTime() + (options.holdSeconds ? UNDO_GRACE_SECONDS * 1000 : 0));
        await paymentsRepository.owe(tx, part.id, now, notBefore);
        await paymentsRepository.restoreCodes(tx, part.id, now);
      }
    }
    if (booking.clientEmail) await appointmentMail.queueCancellation(tx, id, now);
    if (!options.holdSeconds) return { ok: true, booking: { ...(cancelled ?? booking), change: null } };
    await appointmentMail.holdForUndo(tx, id, options.holdSeconds);
    return { ok: true, booking: await appointments.named(tx, cancelled ?? booking) };
  });
}

/**
 * SS-02: a visit of several services, back to back, booked all-or-nothing: every part in one
 * transaction with one reference (the first part holds the idempotency key and the one email). The
 * planner's assignments are tried in turn, each in its own transaction; the exclusion constraint
 * refuses a part whose professional was taken meanwhile (23P01) and the whole visit rolls back.
 */
export async function bookVisit(
  db: Database,
  settings: SalonSettings,
  request: BookingRequest & { extras: VisitChoice[] },
  now: Date,
  limits: BookingLimits,
  options: Pick<InsertOptions, "deposit"> & { source?: AppointmentSource } = {},
): Promise<BookResult> {
  const wall = wallClockIn(site.timeZone, now);
  const { date, time } = request;
  const choices: VisitChoice[] = [{ service: request.service, staffId: request.staffId }, ...request.extras];
  const total = choices.reduce((sum, c) => sum + c.service.minutes, 0);
  if (!(offeredSlots(settings, date, total, wall, limits.horizonDays) as string[]).includes(time))
    return (await replay(db, request)) ?? { ok: false, error: "slot_not_offered" };
  const staff = await Promise.all(choices.map((c) => loadStaffDay(db, settings, c.service.id, date)));
  const parts = visitParts(choices);
  const assignments = visitAssignments(date, time, parts, staff, site.timeZone);
  if (assignments.length === 0) {
    // Nobody free then (409), or nobody works then at all (422).
    const idle = staff.map((day) => day.map((s) => ({ ...s, busy: [] })));
    const fits = visitAssignments(date, time, parts, idle, site.timeZone, 1).length > 0;
    return (await replay(db, request)) ?? { ok: false, error: fits ? "slot_taken" : "slot_not_offered" };
  }
  const phone = phoneKey(request.phone);
  const email = emailKey(request.email);
  const hash = requestHash(request);
  return tryInTurn(db, request, assignments, (assignment) =>
    db.transaction(async (tx) => {
      const limit = limits.maxFutureBookingsPerContact;
      await lockForAppointments(tx, assignment, [date], contactLocks(phone, email, limit));
      await releaseAndCheckLimit(tx, assignment, { phone, email }, now, limit);
      const reference = newReference();
      const rows: BookingRecord[] = [];
      // AP-03: her clean-up after the last of her own consecutive services.
      const windows = visitWindows(date, time, parts, site.timeZone, assignment);
      for (const [i, choice] of choices.entries()) {
        const window = windows[i];
        const staffId = assignment[i];
        if (!window || !staffId) throw new NotOffered();
        const row = await appointments.insertWithMail(
          tx,
          {
            id: randomUUID(),
            reference,
            serviceId: choice.service.id,
            serviceName: choice.service.name,
            serviceMinutes: choice.service.minutes,
            staffId,
            startsAt: new Date(window.start),
            endsAt: new Date(window.end),
            blockedUntil: new Date(window.blockedUntil),
            priceEur: choice.service.price,
            clientName: request.name.trim(),
            clientPhone: request.phone.trim(),
            clientEmail: request.email.trim() || null,
            source: options.source ?? "web",
            idempotencyKey: i === 0 ? request.idempotencyKey : null,
            requestHash: i === 0 ? hash : null,
            visitPosition: i,
            messageChannel: request.messageChannel ?? null,
            depositCents: i === 0 ? options.deposit?.cents || null : null,
            heldUntil: options.deposit?.dueUntil ?? null,
            cardFeeCents: i === 0 ? (options.deposit?.cardFeeCents ?? null) : null,
            feeNoticeHours: i === 0 ? (options.deposit?.feeNoticeHours ?? null) : null,
          },
          now,
        );
        if (!row) throw new NotOffered();
        rows.push(row);
      }
      const [first] = rows;
      if (!first) throw new NotOffered();
      if (request.messageChannel) await consentRepository.grant(tx, request.phone, request.messageChannel, now);
      return first;
    }),
  );
}
