/**
 * The salon's agenda (ST-02..ST-04): the day's appointments and blocks, and the
 * reception's actions. Every change goes through the same database rules as a
 * web booking (the exclusion constraint decides overlaps) and queues the
 * client's email, with .ics, in the same transaction.
 */
import { site } from "@/content/site";
import type { SalonSettings, ServiceSetting } from "@/lib/settings/model";
import { hoursOnWeekday } from "@/lib/settings/queries";
import {
  addDays,
  dayBounds,
  fromMinutes,
  type IsoDate,
  salonDateTime,
  salonInstant,
  toMinutes,
  weekdayOf,
} from "@/lib/dates";
import { UNDO_GRACE_SECONDS } from "@/domain/booking/schemas";
import { invitationTime } from "@/domain/reviews/rules";
import { type Database, type Queryable, sqlState } from "../db/client";
import {
  appointmentMail,
  appointments,
  type BookingRecord,
  type Changed,
  clientNotes,
  clientsRepository,
  nameWords,
} from "./repository";
import { getBooking, insertAppointment, type NewAppointment, NotOffered } from "./booking-service";
import { shiftsOn } from "@/domain/booking/shifts";
import { bookingWindow } from "./staff-availability";
import { timeOffRepository } from "./time-off-repository";
import { inboundRepository } from "../notifications";
import { paymentsRepository } from "../payments";
import { lockForAppointments, lockForBlock } from "./time-locks";
import { emailKey, isContactQuery, phoneKey } from "@/domain/booking/contact-validation";

export interface TimeOffRecord {
  id: string;
  staffId: string | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

export type AgendaError =
  | "slot_taken"
  | "blocked"
  | "not_found"
  | "not_active"
  | "outside_hours"
  | "past"
  | "undo_expired"
  | "changed_since"
  | "not_undoable"
  | "not_qualified"
  | "not_started";
export type AgendaResult<T> =
  { ok: true; value: T } | { ok: false; error: AgendaError; conflicts?: number; message?: string };

/** How the agenda's changes treat the client email and the working hours (ST-06, ST-08). */
export interface AgendaChangeOptions {
  /** Book or move outside the shift or the salon's hours anyway (ST-08). */
  override?: boolean;
  /** The client email waits this long (the undo window, ST-06). */
  holdSeconds?: number;
}

/** The salon's opening hours on `date` (minutes), or null when closed. */
function openingHours(settings: SalonSettings, date: IsoDate): { opens: number; closes: number } | null {
  const hours = hoursOnWeekday(settings, weekdayOf(date));
  return hours ? { opens: toMinutes(hours.opens), closes: toMinutes(hours.closes) } : null;
}

export async function dayAgenda(db: Queryable, settings: SalonSettings, date: IsoDate) {
  const { start, end } = dayBounds(date);
  const [booked, blocks, mailFailures] = await Promise.all([
    appointments.overlapping(db, start, end),
    timeOffRepository.overlapping(db, start, end),
    // Mail the outbox gave up on (RL-03): the reception calls the client instead.
    appointmentMail.failuresOverlapping(db, start, end),
  ]);
  // What clients wrote back about these appointments (MS-03).
  const texts = await inboundRepository.textsFor(
    db,
    booked.map((b) => b.id),
  );
  return {
    date,
    hours: openingHours(settings, date),
    // Every active professional, and an inactive one who still has appointments that day.
    staff: settings.team
      .filter((p) => p.active || booked.some((b) => b.staffId === p.id && b.status === "confirmed"))
      .map((p) => ({
        id: p.id,
        name: p.name,
        services: p.services,
        shifts: shiftsOn(p, date).map((s) => ({ starts: s.starts, ends: s.ends })),
      })),
    appointments: booked.map((b) => ({
      ...b,
      mailFailure: mailFailures.get(b.id) ?? null,
      clientMessages: (texts.get(b.id) ?? []).map((m) => ({ body: m.body, receivedAt: m.receivedAt.toISOString() })),
    })),
    timeOff: blocks.map((b) => ({
      id: b.id,
      staffId: b.staff_id,
      startsAt: new Date(b.starts_at),
      endsAt: new Date(b.ends_at),
      reason: b.reason,
    })),
  };
}

/**
 * ST-08: why [time, time + minutes) on `date` is outside the salon's hours or the professional's
 * shift, in Spanish, or null when it is inside both.
 */
function outsideWorkingTime(
  settings: SalonSettings,
  staffId: string,
  date: IsoDate,
  time: string,
  minutes: number,
): string | null {
  const from = toMinutes(time);
  const until = fromMinutes(from + minutes);
  const hours = openingHours(settings, date);
  if (!hours) return "El salón está cerrado ese día.";
  if (from < hours.opens || from + minutes > hours.closes)
    return `${time}–${until} queda fuera del horario del salón (${fromMinutes(hours.opens)}–${fromMinutes(hours.closes)}).`;
  const person = settings.team.find((p) => p.id === staffId);
  const shifts = person ? shiftsOn(person, date) : [];
  const name = person?.name ?? "Esa profesional";
  if (shifts.length === 0) return `${name} no trabaja ese día.`;
  if (!shifts.some((s) => toMinutes(s.starts) <= from && from + minutes <= toMinutes(s.ends)))
    return `${time}–${until} queda fuera del turno de ${name} (${shifts.map((s) => `${s.starts}–${s.ends}`).join(", ")}).`;
  return null;
}

const outside = (why: string) => ({
  ok: false as const,
  error: "outside_hours" as const,
  message: `${why} Confirma si quieres guardarla igualmente.`,
});

/** The database's refusals as the agenda's answers: blocked time, or an overlap (23P01). */
function conflict(error: unknown): { ok: false; error: AgendaError } {
  if (error instanceof NotOffered) return { ok: false, error: "blocked" };
  if (sqlState(error) === "23P01") return { ok: false, error: "slot_taken" };
  throw error;
}

/**
 * A phone or walk-in booking: the reception chooses the professional; no per-contact limit. With
 * `extras` (ST-09), a visit: the other services back to back, each with the professional chosen for it.
 */
export async function addAppointment(
  db: Database,
  settings: SalonSettings,
  input: NewAppointment & { staffId: string; extras?: readonly { service: ServiceSetting; staffId: string }[] },
  now: Date,
  options: AgendaChangeOptions = {},
): Promise<AgendaResult<Changed>> {
  let at = toMinutes(input.time);
  const reasons = [{ service: input.service, staffId: input.staffId }, ...(input.extras ?? [])].flatMap((part) => {
    const why = outsideWorkingTime(settings, part.staffId, input.date, fromMinutes(at), part.service.minutes);
    at += part.service.minutes;
    return why ? [why] : [];
  });
  const why = reasons.length > 0 ? [...new Set(reasons)].join(" ") : null;
  if (why && !options.override) return outside(why);
  // A past time is history, not a booking: the client would be emailed a confirmation for it.
  if (salonInstant(input.date, input.time, site.timeZone) < now) return { ok: false, error: "past" };
  try {
    const booking = await insertAppointment(db, input, input.staffId, now, {
      source: "staff",
      idempotencyKey: null,
      requestHash: null,
      maxFutureBookingsPerContact: null,
      holdSeconds: options.holdSeconds,
      outsideHours: why !== null,
      extras: input.extras,
    });
    return { ok: true, value: booking };
  } catch (error) {
    return conflict(error);
  }
}

/** Moves an appointment (time and/or professional); the client gets the new time and .ics. */
export async function moveAppointment(
  db: Database,
  settings: SalonSettings,
  id: string,
  to: { date: IsoDate; time: string; staffId: string },
  now: Date,
  options: AgendaChangeOptions & {
    /** The mail of the move: the client's update (a move), or what an undo leaves to tell. */
    mail?: (tx: Queryable, moved: BookingRecord) => Promise<void>;
    /** An undo's condition, checked in the move's transaction after its locks (RL-09). */
    still?: (tx: Queryable) => Promise<AgendaError | null>;
  } = {},
): Promise<AgendaResult<Changed>> {
  const current = await getBooking(db, id);
  if (!current) return { ok: false, error: "not_found" };
  if (current.status !== "confirmed") return { ok: false, error: "not_active" };
  // Any service it was booked with, offered or not any more: its clean-up time still applies.
  const service = settings.services.find((s) => s.id === current.serviceId);
  if (!service) return { ok: false, error: "not_found" };
  // Only to a professional who does the service (an undo included: she may have stopped doing it).
  const professional = settings.team.find((p) => p.id === to.staffId);
  if (!professional?.services.includes(current.serviceId)) return { ok: false, error: "not_qualified" };
  const why = outsideWorkingTime(settings, to.staffId, to.date, to.time, current.serviceMinutes);
  if (why && !options.override) return outside(why);
  if (salonInstant(to.date, to.time, site.timeZone) < now) return { ok: false, error: "past" };
  // The appointment keeps the duration it was booked with (OW-04); the clean-up time is the service's.
  const window = bookingWindow(to.date, to.time, { ...service, minutes: current.serviceMinutes }, site.timeZone);
  try {
    return await db.transaction(async (tx) => {
      await lockForAppointments(tx, [to.staffId], [salonDateTime(current.startsAt).isoDate, to.date]);
      const refused = options.still ? await options.still(tx) : null;
      if (refused) return { ok: false as const, error: refused };
      const moved = await appointments.move(
        tx,
        id,
        {
          staffId: to.staffId,
          startsAt: new Date(window.start),
          endsAt: new Date(window.end),
          blockedUntil: new Date(window.blockedUntil),
          outsideHours: why !== null,
        },
        now,
      );
      if (!moved) throw new NotOffered();
      await appointmentMail.dropPendingReminder(tx, id, now);
      if (options.mail) await options.mail(tx, moved);
      else if (moved.clientEmail) await appointmentMail.queueUpdate(tx, id, moved.startsAt, now);
      if (!options.holdSeconds) return { ok: true as const, value: { ...moved, change: null } };
      await appointmentMail.holdForUndo(tx, id, options.holdSeconds);
      return { ok: true as const, value: await appointments.named(tx, moved) };
    });
  } catch (error) {
    return conflict(error);
  }
}

/**
 * AP-05: the desk changes an appointment's service (she asked for a colour, not a cut): same time and
 * professional, re-priced, its length and clean-up the new service's. The professional must do it;
 * outside her shift or the hours only with the override; the database decides an overlap. The client
 * gets the update with a new .ics. One appointment of a visit of several is not changed alone.
 */
export async function changeService(
  db: Database,
  settings: SalonSettings,
  id: string,
  serviceId: string,
  now: Date,
  options: AgendaChangeOptions = {},
): Promise<AgendaResult<Changed>> {
  const current = await getBooking(db, id);
  if (!current) return { ok: false, error: "not_found" };
  if (current.status !== "confirmed") return { ok: false, error: "not_active" };
  const service = settings.services.find((s) => s.id === serviceId && s.active);
  if (!service) return { ok: false, error: "not_qualified", message: "Ese servicio no existe o ya no se ofrece." };
  const professional = settings.team.find((p) => p.id === current.staffId);
  if (!professional?.services.includes(service.id)) return { ok: false, error: "not_qualified" };
  if ((await appointments.visitOf(db, current.reference)).filter((p) => p.status === "confirmed").length > 1)
    return {
      ok: false,
      error: "not_undoable",
      message: "Es parte de una visita de varios servicios: mueve o cancela sus servicios uno a uno.",
    };
  const { isoDate, time } = salonDateTime(current.startsAt);
  const why = outsideWorkingTime(settings, current.staffId, isoDate, time, service.minutes);
  if (why && !options.override) return outside(why);
  const window = bookingWindow(isoDate, time, service, site.timeZone);
  try {
    return await db.transaction(async (tx) => {
      await lockForAppointments(tx, [current.staffId], [isoDate]);
      const changed = await appointments.changeService(
        tx,
        id,
        {
          serviceId: service.id,
          serviceName: service.name,
          minutes: service.minutes,
          priceEur: service.price,
          endsAt: new Date(window.end),
          blockedUntil: new Date(window.blockedUntil),
        },
        now,
      );
      if (!changed) throw new NotOffered();
      if (changed.clientEmail) {
        await appointmentMail.dropPendingReminder(tx, id, now);
        await appointmentMail.queueUpdate(tx, id, changed.startsAt, now);
      }
      return { ok: true as const, value: { ...changed, change: null } };
    });
  } catch (error) {
    return conflict(error);
  }
}

/** An undo is for a change of a moment ago: the window, plus time for a slow network. */
const UNDO_GRACE_MS = UNDO_GRACE_SECONDS * 1000;

/** An undo's mail: the change's email is dropped if it has not left; otherwise the client is told. */
const undoMail = (now: Date) => async (tx: Queryable, back: BookingRecord) => {
  const told = (await appointmentMail.dropUnsentNotices(tx, back.id, now)) === 0;
  await appointmentMail.dropPendingReminder(tx, back.id, now);
  if (back.clientEmail && told) await appointmentMail.queueUpdate(tx, back.id, back.startsAt, now);
  else if (back.clientEmail) await appointmentMail.queueReminder(tx, back.id, back.startsAt, now);
};

/**
 * ST-06, RL-09: 'Deshacer' restores the change it names, as the audit log kept it — never what the
 * request says. Only a change of this staff member (`actorId`), of a moment ago, and only while it is
 * still the appointment's newest change (checked again under the move's locks). An undone phone
 * booking is deleted while the client has no email of it; an undone move goes back through the
 * rules of any move (the professional does the service, no overlap, no block, her shift and the
 * salon's hours unless the place it left was itself an override); an undone cancellation or mark is
 * confirmed again where it was, under the same rules. The change's email is dropped if it has not
 * left; otherwise the client is told of the undo.
 */
export async function undoChange(
  db: Database,
  settings: SalonSettings,
  id: string,
  named: { change: string; actorId: string },
  now: Date,
): Promise<AgendaResult<BookingRecord | null>> {
  const [current, change, changedAt] = await Promise.all([
    getBooking(db, id),
    appointments.lastChange(db, id),
    appointments.changedAt(db, id),
  ]);
  if (!current || !changedAt) return { ok: false, error: "not_found" };
  if (change?.id !== named.change) return { ok: false, error: "changed_since" };
  if (change.actorId !== named.actorId) return { ok: false, error: "not_undoable" };
  if (now.getTime() - changedAt.getTime() > UNDO_GRACE_MS) return { ok: false, error: "undo_expired" };
  // Under the appointment's row lock: a change being written meanwhile has committed, and is seen.
  const still = async (tx: Queryable) => {
    await appointments.byIdForUpdate(tx, id);
    return (await appointments.lastChange(tx, id))?.id === named.change ? null : ("changed_since" as const);
  };
  const before = change.before;
  const wasOutside = typeof before.outside_hours === "boolean" ? before.outside_hours : current.outsideHours;

  if (change.action === "insert") {
    if (current.source !== "staff") return { ok: false, error: "not_undoable" };
    return db.transaction(async (tx): Promise<AgendaResult<null>> => {
      await lockForAppointments(tx, [current.staffId], [salonDateTime(current.startsAt).isoDate]);
      const refused = await still(tx);
      if (refused) return { ok: false, error: refused };
      if (await appointmentMail.anyNoticeSent(tx, id, now)) return { ok: false, error: "undo_expired" };
      return (await appointments.remove(tx, id)) ? { ok: true, value: null } : { ok: false, error: "not_active" };
    });
  }
  if (change.action !== "update") return { ok: false, error: "not_undoable" };

  if (typeof before.starts_at === "string" || typeof before.staff_id === "string") {
    const { isoDate, time } = salonDateTime(
      typeof before.starts_at === "string" ? new Date(before.starts_at) : current.startsAt,
    );
    const staffId = typeof before.staff_id === "string" ? before.staff_id : current.staffId;
    return moveAppointment(db, settings, id, { date: isoDate, time, staffId }, now, {
      override: wasOutside,
      still,
      mail: undoMail(now),
    });
  }

  if (before.status !== "confirmed") return { ok: false, error: "not_undoable" };
  // A cancellation or a mark undone: confirmed again where it was, if that place still holds it.
  const { isoDate, time } = salonDateTime(current.startsAt);
  const why = outsideWorkingTime(settings, current.staffId, isoDate, time, current.serviceMinutes);
  if (why && !wasOutside) return outside(why);
  try {
    return await db.transaction(async (tx): Promise<AgendaResult<BookingRecord>> => {
      await lockForAppointments(tx, [current.staffId], [salonDateTime(current.startsAt).isoDate]);
      const refused = await still(tx);
      if (refused) return { ok: false, error: refused };
      const restored = await appointments.restore(tx, id, now);
      // Not restored: a closure or time off now covers its time.
      if (!restored) return { ok: false, error: "blocked" };
      if (current.status === "cancelled") {
        await undoMail(now)(tx, restored);
        // PY-08: the cancel's reversals are undone with it — or nothing is, if its money has moved on.
        if (!(await paymentsRepository.undoReversals(tx, id, now))) throw new MoneyMoved();
      }
      // AP-01: a no-show undone is no longer one; a fee charged for it goes back.
      if (current.status === "no_show") await paymentsRepository.refundFee(tx, id, now);
      return { ok: true, value: restored };
    });
  } catch (error) {
    if (error instanceof MoneyMoved || sqlState(error) === "23514")
      return {
        ok: false,
        error: "not_undoable",
        message:
          "Ya no se puede deshacer: el reembolso de la señal ya se hizo o el bono o la tarjeta regalo se ha usado en otra cita. Vuelve a reservarla.",
      };
    return conflict(error);
  }
}

/** An undone cancellation whose money has moved on (a refund made, a code spent again): nothing is undone. */
class MoneyMoved extends Error {}

/**
 * Completed or no-show (AP-01): the visit's outcome, only from the appointment's start — before it,
 * the time is still hers and nothing has happened yet. A correction (completed ⇄ no-show) is the same
 * call, audited like the first. Named for 'Deshacer'.
 */
export async function markAppointment(
  db: Database,
  id: string,
  status: "completed" | "no_show",
  now: Date,
): Promise<AgendaResult<Changed>> {
  return db.transaction(async (tx): Promise<AgendaResult<Changed>> => {
    const before = await appointments.byIdForUpdate(tx, id);
    const marked = await appointments.mark(tx, id, status, now);
    // AP-01: a no-show corrected to 'Realizada' owes no fee: one charged goes back, once.
    if (marked && before?.status === "no_show" && status === "completed")
      await paymentsRepository.refundFee(tx, id, now);
    // RV-01: the day after a visit marked 'Realizada', her invitation to review it (once per visit;
    // dropped when sent if the mark was undone meanwhile).
    if (marked && status === "completed" && before?.status !== "completed")
      await appointmentMail.queueReviewInvitation(tx, id, invitationTime(marked.startsAt, now));
    if (marked) return { ok: true, value: await appointments.named(tx, marked) };
    const current = await getBooking(tx, id);
    if (!current) return { ok: false, error: "not_found" };
    return { ok: false, error: current.status === "cancelled" ? "not_active" : "not_started" };
  });
}

/**
 * Blocks time for one professional or the whole salon (staffId null). Whole days (a holiday, a week
 * off) are one range, from the first day's midnight to the midnight after the last (OW-08: shown and
 * removed as one); hours within days are one range per day, from `fromTime` to `toTime`. Refused while
 * confirmed appointments fall inside: the reception moves or cancels them first.
 */
export async function blockTime(
  db: Database,
  block: {
    staffId: string | null;
    fromDate: IsoDate;
    toDate: IsoDate;
    fromTime: string;
    toTime: string;
    reason: string;
  },
): Promise<AgendaResult<TimeOffRecord[]>> {
  const days: IsoDate[] = [];
  for (let d = block.fromDate; d <= block.toDate && days.length < 366; d = addDays(d, 1)) days.push(d);
  const wholeDays = block.fromTime === "00:00" && block.toTime === "24:00";
  const ranges = (wholeDays ? [block.fromDate] : days).map((d) => ({
    start: salonInstant(d, block.fromTime, site.timeZone),
    end: wholeDays
      ? salonInstant(addDays(block.toDate, 1), "00:00", site.timeZone)
      : block.toTime === "24:00"
        ? salonInstant(addDays(d, 1), "00:00", site.timeZone)
        : salonInstant(d, block.toTime, site.timeZone),
  }));
  return db.transaction(async (tx) => {
    await lockForBlock(tx, block.staffId);
    let conflicts = 0;
    for (const r of ranges) {
      conflicts += await appointments.countBusy(tx, block.staffId, r.start, r.end);
    }
    if (conflicts > 0) return { ok: false, error: "slot_taken", conflicts };
    const created: TimeOffRecord[] = [];
    for (const r of ranges) {
      const id = await timeOffRepository.insertBlock(tx, {
        staffId: block.staffId,
        starts: r.start,
        ends: r.end,
        reason: block.reason.trim(),
      });
      created.push({
        id,
        staffId: block.staffId,
        startsAt: r.start,
        endsAt: r.end,
        reason: block.reason.trim(),
      });
    }
    return { ok: true, value: created };
  });
}

export async function unblockTime(db: Queryable, id: string): Promise<boolean> {
  // bigserial ids: at most 18 digits always fit (a longer one would be a database error, not a 404).
  if (!/^\d{1,18}$/.test(id)) return false;
  return timeOffRepository.remove(db, id);
}

/** Appointments of one client, found by phone (digits) or email (ST-04). */
export async function findClient(db: Queryable, query: string): Promise<BookingRecord[]> {
  const q = query.trim();
  const byEmail = q.includes("@");
  const key = byEmail ? emailKey(q) : phoneKey(q);
  if (key.length < (byEmail ? 3 : 6)) return [];
  return appointments.byContact(db, byEmail ? "email" : "phone", key);
}

/**
 * The agenda's client search (ST-07): by phone or email as `findClient`, or else by name — partial,
 * any case, any accents, every word ('bea nuñez'). Exports and erasure stay on the exact contact.
 */
export async function searchClients(db: Queryable, query: string): Promise<BookingRecord[]> {
  const q = query.trim();
  if (isContactQuery(q)) return findClient(db, q);
  const words = nameWords(q);
  return words.length === 0 ? [] : appointments.byName(db, words);
}

/** ST-07: the salon's note on the client with this phone (empty removes it). */
export async function setClientNote(db: Queryable, phone: string, note: string, now: Date): Promise<void> {
  await clientNotes.set(db, phoneKey(phone), note, now);
}

/** Erasure (RGPD art. 17): the appointments keep their time, service and professional, not the person. */
export async function eraseClient(db: Database, query: string, now: Date): Promise<number> {
  const q = query.trim();
  // All of it or nothing: her customer at Stripe is forgotten (and queued for deletion) with her.
  return db.transaction(async (tx) => {
    // AP-05: a client the desk added without appointments goes too.
    const key = q.includes("@") ? emailKey(q) : phoneKey(q);
    const added = key.length >= (q.includes("@") ? 3 : 6) ? await clientsRepository.erase(tx, key) : 0;
    const ids = (await findClient(tx, query)).map((b) => b.id);
    if (ids.length === 0) return added;
    return added + (await appointments.erase(tx, ids, now));
  });
}

export async function appointmentsBetween(db: Queryable, from: IsoDate, to: IsoDate): Promise<BookingRecord[]> {
  const { start, end } = dayBounds(from, to);
  return appointments.startingBetween(db, start, end);
}

/** A whole-salon block covering all of `date` already exists (a holiday applied before, or by hand). */
async function dayClosed(db: Queryable, date: IsoDate): Promise<boolean> {
  const { start, end } = dayBounds(date);
  return timeOffRepository.closedThroughout(db, start, end);
}

/** A year's public holidays (OW-05), each marked when the salon is already closed that day. */
export async function holidayProposals(db: Queryable, holidays: readonly { date: IsoDate; name: string }[]) {
  return Promise.all(holidays.map(async (h) => ({ ...h, blocked: await dayClosed(db, h.date) })));
}

/**
 * Closes the salon on the chosen holidays, all in one step (OW-05): one whole-day block each, named after
 * the holiday; days already closed are skipped. Refused whole while any day has confirmed appointments:
 * the reception moves or cancels them first (the answer names the days).
 */
export async function blockHolidays(
  db: Database,
  holidays: readonly { date: IsoDate; name: string }[],
): Promise<{ ok: true; created: number; skipped: number } | { ok: false; busyDays: IsoDate[] }> {
  return db.transaction(async (tx) => {
    await lockForBlock(tx, null);
    const busyDays: IsoDate[] = [];
    for (const h of holidays) {
      const { start, end } = dayBounds(h.date);
      if ((await appointments.countBusy(tx, null, start, end)) > 0) busyDays.push(h.date);
    }
    if (busyDays.length > 0) return { ok: false as const, busyDays };
    let created = 0;
    let skipped = 0;
    for (const h of new Map(holidays.map((x) => [x.date, x])).values()) {
      if (await dayClosed(tx, h.date)) {
        skipped++;
        continue;
      }
      const { start, end } = dayBounds(h.date);
      // The holiday's name is also the note visitors see ('Hoy cerrado: Navidad').
      await timeOffRepository.insertClosure(tx, { starts: start, ends: end, note: h.name.trim() });
      created++;
    }
    return { ok: true as const, created, skipped };
  });
}
