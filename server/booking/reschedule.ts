/**
 * The visitor's own move (SS-01): from /cita, until the cancel cut-off, through the same rules as
 * the widget and the same transaction as the agenda's move.
 */
import { site } from "@/content/site";
import { type IsoDate, wallClockIn } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import type { BookingRecord } from "../db/appointments";
import type { Database } from "../db/client";
import { moveAppointment } from "./agenda-service";
import { availability, offeredSlots } from "./availability-query";
import { canCancelOnline, getBooking } from "./booking-service";

export type RescheduleError = "not_found" | "not_active" | "too_late" | "slot_not_offered" | "slot_taken";

/**
 * The visitor moves their own appointment (SS-01) until the cancel cut-off: to a time the widget
 * would offer for the service (same rules), keeping the professional when they are free then, else
 * the one asked for, else the first free. One UPDATE of the same row in one transaction: the id and
 * reference stay, the old time is freed only when the exclusion constraint accepts the new one, the
 * pending reminder moves, and the client gets the update with the .ics at SEQUENCE + 1.
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
  const service = settings.services.find((s) => s.id === booking.serviceId);
  if (!service) return { ok: false, error: "slot_not_offered" };
  const wall = wallClockIn(site.timeZone, now);
  const slots = await availability(
    db,
    settings,
    { service: { ...service, minutes: booking.serviceMinutes }, date: to.date, staffId: to.staffId },
    wall,
    limits.horizonDays,
  );
  const free = slots.find((s) => s.time === to.time)?.staff ?? [];
  const staffId = free.includes(booking.staffId) && !to.staffId ? booking.staffId : free[0];
  if (!staffId) {
    // A time the salon offers but nobody (asked for) is free then is taken (409), not unknown (422).
    const offered = offeredSlots(settings, to.date, booking.serviceMinutes, wall, limits.horizonDays) as string[];
    return { ok: false, error: offered.includes(to.time) ? "slot_taken" : "slot_not_offered" };
  }
  const moved = await moveAppointment(db, settings, id, { date: to.date, time: to.time, staffId }, now);
  if (moved.ok) return { ok: true, booking: moved.value };
  if (moved.error === "slot_taken" || moved.error === "not_active" || moved.error === "not_found")
    return { ok: false, error: moved.error };
  return { ok: false, error: "slot_not_offered" };
}
