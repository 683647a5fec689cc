/**
 * The visitor's own move (SS-01): from /cita, until the cancel cut-off, through the same rules as
 * the widget and the same transaction as the agenda's move.
 */
import { site } from "@/content/site";
import { type IsoDate, wallClockIn, salonDateTime } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import { type BookingRecord, appointmentMail, appointments } from "./repository";
import type { Database } from "../db/client";
import { moveAppointment } from "./agenda-service";
import { sqlState } from "../db/client";
import { availability, loadStaffDay, offeredSlots, visitParts } from "./availability-query";
import { canCancelOnline, getBooking, visitOf } from "./booking-service";
import { visitAssignments, visitWindows } from "./staff-availability";
import { lockForAppointments } from "./time-locks";

export type RescheduleError = "not_found" | "not_active" | "too_late" | "slot_not_offered" | "slot_taken";

/**
 * The visitor moves their own appointment (SS-01) until the cancel cut-off: to a time the widget
 * would offer for the service (same rules), with the professional she has (SS-04) — another only
 * when she names one. One UPDATE of the same row in one transaction: the id and reference stay, the
 * old time is freed only when the exclusion constraint accepts the new one, the pending reminder
 * moves, and the client gets her own change's email ('Has cambiado tu cita') with the .ics at SEQUENCE + 1.
 */
export async function reschedule(
  db: Database,
  settings: SalonSettings,
  id: string,
  to: { date: IsoDate; time: string; staffId?: string },
  now: Date,
  limits: { noticeHours: number; horizonDays: number },
): Promise<{ ok: true; booking: BookingRecord } | { ok: false; error: RescheduleError }> {
  const booking = await getBooking(db, id);
  if (!booking) return { ok: false, error: "not_found" };
  if (booking.status !== "confirmed") return { ok: false, error: "not_active" };
  if (!canCancelOnline(booking, now, limits.noticeHours)) return { ok: false, error: "too_late" };
  const visit = await visitOf(db, booking);
  if (visit.length > 1) return rescheduleVisit(db, settings, visit, to, now, limits);
  const service = settings.services.find((s) => s.id === booking.serviceId);
  if (!service) return { ok: false, error: "slot_not_offered" };
  const wall = wallClockIn(site.timeZone, now);
  const staffId = to.staffId ?? booking.staffId;
  const slots = await availability(
    db,
    settings,
    { service: { ...service, minutes: booking.serviceMinutes }, date: to.date, staffId },
    wall,
    limits.horizonDays,
  );
  if (!slots.find((s) => s.time === to.time)?.staff.includes(staffId)) {
    // A time the salon offers but she is not free then is taken (409), not unknown (422).
    const offered = offeredSlots(settings, to.date, booking.serviceMinutes, wall, limits.horizonDays) as string[];
    return { ok: false, error: offered.includes(to.time) ? "slot_taken" : "slot_not_offered" };
  }
  const moved = await moveAppointment(db, settings, id, { date: to.date, time: to.time, staffId }, now, {
    mail: async (tx, done) => {
      if (done.clientEmail) await appointmentMail.queueUpdate(tx, id, done.startsAt, now, "rescheduled");
    },
  });
  if (moved.ok) return { ok: true, booking: moved.value };
  if (moved.error === "slot_taken" || moved.error === "not_active" || moved.error === "not_found")
    return { ok: false, error: moved.error };
  return { ok: false, error: "slot_not_offered" };
}

/**
 * SS-02: a visit moves as one. Its services are planned again back to back from the new time
 * (keeping each professional when she is free then), and every appointment moves in one
 * transaction — the latest first when moving later, the earliest first when moving earlier, so a
 * visit never collides with itself; the constraint refuses any part taken meanwhile and the whole
 * move rolls back. One update email tells of the whole visit.
 */
async function rescheduleVisit(
  db: Database,
  settings: SalonSettings,
  visit: BookingRecord[],
  to: { date: IsoDate; time: string },
  now: Date,
  limits: { horizonDays: number },
): Promise<{ ok: true; booking: BookingRecord } | { ok: false; error: RescheduleError }> {
  const wall = wallClockIn(site.timeZone, now);
  const choices = visit.map((p) => {
    const service = settings.services.find((s) => s.id === p.serviceId);
    return service ? { service: { ...service, minutes: p.serviceMinutes } } : undefined;
  });
  if (choices.some((c) => !c)) return { ok: false, error: "slot_not_offered" };
  const known = choices.filter((c) => c !== undefined);
  const total = known.reduce((sum, c) => sum + c.service.minutes, 0);
  if (!(offeredSlots(settings, to.date, total, wall, limits.horizonDays) as string[]).includes(to.time))
    return { ok: false, error: "slot_not_offered" };
  // The visit's own appointments do not stand in its way.
  const own = visit.map((p) => ({ staffId: p.staffId, start: p.startsAt.getTime(), end: p.blockedUntil.getTime() }));
  const staff = (await Promise.all(known.map((c) => loadStaffDay(db, settings, c.service.id, to.date)))).map((day) =>
    day.map((s) => ({
      ...s,
      busy: s.busy.filter((b) => !own.some((o) => o.staffId === s.id && o.start === b.start && o.end === b.end)),
    })),
  );
  const parts = visitParts(known);
  const keep = visitAssignments(
    to.date,
    to.time,
    parts.map((p, i) => ({ ...p, staffId: visit[i]?.staffId })),
    staff,
    site.timeZone,
    1,
  );
  // Each service keeps its professional (SS-04): a time where one of them is not free is taken.
  const assignment = keep[0];
  if (!assignment) return { ok: false, error: "slot_taken" };
  const windows = visitWindows(to.date, to.time, parts, site.timeZone, assignment);
  const later = (windows[0]?.start ?? 0) > (visit[0]?.startsAt.getTime() ?? 0);
  const order = visit.map((_, i) => i);
  if (later) order.reverse();
  try {
    const first = await db.transaction(async (tx) => {
      // The day it leaves and the day it goes to (./time-locks.ts).
      await lockForAppointments(tx, assignment, [salonDateTime(visit[0]?.startsAt ?? now).isoDate, to.date]);
      let moved: BookingRecord | undefined;
      for (const i of order) {
        const part = visit[i];
        const window = windows[i];
        const staffId = assignment[i];
        if (!part || !window || !staffId) throw new Error("visit plan incomplete");
        const row = await appointments.move(
          tx,
          part.id,
          {
            staffId,
            startsAt: new Date(window.start),
            endsAt: new Date(window.end),
            blockedUntil: new Date(window.blockedUntil),
            // The client's own times are the ones the site offers: inside her shift and the hours.
            outsideHours: false,
          },
          now,
        );
        if (!row) throw new VisitBlocked();
        await appointmentMail.dropPendingReminder(tx, part.id, now);
        if (i === 0) moved = row;
      }
      if (!moved) throw new VisitBlocked();
      if (moved.clientEmail) await appointmentMail.queueUpdate(tx, moved.id, moved.startsAt, now, "rescheduled");
      return moved;
    });
    return { ok: true, booking: first };
  } catch (error) {
    if (error instanceof VisitBlocked) return { ok: false, error: "slot_not_offered" };
    if (sqlState(error) === "23P01") return { ok: false, error: "slot_taken" };
    throw error;
  }
}

class VisitBlocked extends Error {}
