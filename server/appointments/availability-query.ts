/**
 * Availability from the database (BE-02): the BK-05 slots from the shared pure
 * rules, narrowed to the professionals who do the service, work then, are not
 * on time off and are free for the whole service plus its buffer.
 */
import type { Slot } from "@/domain/booking/calendar-values";
import { site } from "@/content/site";
import type { SalonSettings, ServiceSetting, TeamMember } from "@/lib/settings/model";
import { findService, professionalsFor } from "@/lib/settings/queries";
import { addDays, fromMinutes, type IsoDate, salonInstant, toMinutes, type WallClock } from "@/lib/dates";
import { type AwayDays, awayRanges } from "@/domain/booking/time-off";
import { availableSlots } from "@/domain/booking/availability";
import { shiftsOn } from "@/domain/booking/shifts";
import type { Queryable } from "../db/client";
import { appointments } from "./repository";
import { timeOffRepository } from "./time-off-repository";
import {
  type SlotStaff,
  type StaffDay,
  staffForSlots,
  type VisitPart,
  visitAssignments,
  visitWindows,
} from "./staff-availability";

export interface AvailabilityRequest {
  service: ServiceSetting;
  date: IsoDate;
  staffId?: string;
}

/** Slots BK-05 offers for the date, or none beyond the booking horizon. */
export function offeredSlots(
  settings: SalonSettings,
  date: IsoDate,
  minutes: number,
  now: WallClock,
  horizonDays: number,
): Slot[] {
  if (date > addDays(now.date, horizonDays)) return [];
  return availableSlots(settings, date, minutes, now);
}

/** Shifts on `date` in minutes, from the settings. */
function shiftMinutesOn(professional: TeamMember, date: IsoDate) {
  return shiftsOn(professional, date).map((shift) => ({ start: toMinutes(shift.starts), end: toMinutes(shift.ends) }));
}

/** Every qualified professional's shifts and busy ranges (bookings and time off) on `date`: one query. */
export async function loadStaffDay(
  db: Queryable,
  settings: SalonSettings,
  serviceId: string,
  date: IsoDate,
): Promise<StaffDay[]> {
  const service = findService(settings, serviceId);
  if (!service) return [];
  const dayStart = salonInstant(date, "00:00", site.timeZone);
  const dayEnd = salonInstant(addDays(date, 1), "00:00", site.timeZone);
  const qualified = professionalsFor(settings, service.id);
  const busy = await appointments.busyFor(
    db,
    qualified.map((p) => p.id),
    dayStart,
    dayEnd,
  );
  return qualified.map((p) => ({
    id: p.id,
    shifts: shiftMinutesOn(p, date),
    busy: busy
      .filter((b) => b.staff_id === p.id || b.staff_id === null)
      .map((b) => ({ start: new Date(b.starts_at).getTime(), end: new Date(b.ends_at).getTime() })),
  }));
}

/**
 * Every qualified professional's shifts and busy ranges for each day of [from, to]: one query for
 * the whole range (AP-04's calendar asks for the horizon at once), then a day's view on demand.
 */
async function loadStaffRange(
  db: Queryable,
  settings: SalonSettings,
  serviceId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<(date: IsoDate) => StaffDay[]> {
  const service = findService(settings, serviceId);
  if (!service) return () => [];
  const qualified = professionalsFor(settings, service.id);
  const busy = (
    await appointments.busyFor(
      db,
      qualified.map((p) => p.id),
      salonInstant(from, "00:00", site.timeZone),
      salonInstant(addDays(to, 1), "00:00", site.timeZone),
    )
  ).map((b) => ({ staffId: b.staff_id, start: new Date(b.starts_at).getTime(), end: new Date(b.ends_at).getTime() }));
  return (date) => {
    const start = salonInstant(date, "00:00", site.timeZone).getTime();
    const end = salonInstant(addDays(date, 1), "00:00", site.timeZone).getTime();
    return qualified.map((p) => ({
      id: p.id,
      shifts: shiftMinutesOn(p, date),
      busy: busy
        .filter((b) => (b.staffId === p.id || b.staffId === null) && b.start < end && b.end > start)
        .map(({ start: s, end: e }) => ({ start: s, end: e })),
    }));
  };
}

/**
 * AP-04: the days of the booking horizon with at least one free time for these services (one, or a
 * visit) and professionals — so the calendar marks the rest before a tap (fully booked, her day off,
 * a closure) and the widget can point to the next day with times.
 */
export async function freeDays(
  db: Queryable,
  settings: SalonSettings,
  parts: readonly VisitChoice[],
  now: WallClock,
  horizonDays: number,
): Promise<IsoDate[]> {
  const last = addDays(now.date, horizonDays);
  const days = await Promise.all(parts.map((p) => loadStaffRange(db, settings, p.service.id, now.date, last)));
  const total = parts.reduce((sum, p) => sum + p.service.minutes, 0);
  const free: IsoDate[] = [];
  for (let date = now.date; date <= last; date = addDays(date, 1)) {
    const offered = offeredSlots(settings, date, total, now, horizonDays);
    if (offered.length === 0) continue;
    const staff = days.map((day, i) => day(date).filter((s) => !parts[i]?.staffId || s.id === parts[i]?.staffId));
    const [first] = parts;
    const fits =
      parts.length === 1 && first
        ? staffForSlots(date, offered, first.service, staff[0] ?? [], site.timeZone).some((s) => s.staff.length > 0)
        : offered.some((time) => visitAssignments(date, time, visitParts(parts), staff, site.timeZone, 1).length > 0);
    if (fits) free.push(date);
  }
  return free;
}

export async function availability(
  db: Queryable,
  settings: SalonSettings,
  request: AvailabilityRequest,
  now: WallClock,
  horizonDays: number,
): Promise<SlotStaff[]> {
  const { service, date, staffId } = request;
  const offered = offeredSlots(settings, date, service.minutes, now, horizonDays);
  if (offered.length === 0) return [];
  const staff = (await loadStaffDay(db, settings, service.id, date)).filter((s) => !staffId || s.id === staffId);
  return staffForSlots(date, offered, service, staff, site.timeZone).filter((slot) => slot.staff.length > 0);
}

/** One service of a visit as the visitor chose it (SS-02). */
export interface VisitChoice {
  service: ServiceSetting;
  staffId?: string;
}

/** A visit's parts with their timing, for the planner. */
export const visitParts = (choices: readonly VisitChoice[]): VisitPart[] =>
  choices.map((c) => ({ minutes: c.service.minutes, bufferMinutes: c.service.bufferMinutes, staffId: c.staffId }));

/**
 * SS-02: the times a visit of several services fits, back to back: the salon is open for the
 * whole of it (BK-05 with the visit's length) and every part has a free professional. Each slot
 * lists who can take the first part.
 */
export async function visitAvailability(
  db: Queryable,
  settings: SalonSettings,
  request: { parts: readonly VisitChoice[]; date: IsoDate },
  now: WallClock,
  horizonDays: number,
): Promise<SlotStaff[]> {
  const total = request.parts.reduce((sum, p) => sum + p.service.minutes, 0);
  const offered = offeredSlots(settings, request.date, total, now, horizonDays);
  if (offered.length === 0) return [];
  const staff = await Promise.all(request.parts.map((p) => loadStaffDay(db, settings, p.service.id, request.date)));
  const parts = visitParts(request.parts);
  return offered
    .map((time) => ({
      time,
      staff: [
        ...new Set(visitAssignments(request.date, time, parts, staff, site.timeZone).map((a) => a[0] ?? "")),
      ].filter(Boolean),
    }))
    .filter((slot) => slot.staff.length > 0);
}

/**
 * WL-06: who takes each part of a visit (or a single service) at `time` — the first part by
 * `firstStaff` — and each part's window with its clean-up; undefined when no one can.
 */
export async function visitPlan(
  db: Queryable,
  settings: SalonSettings,
  parts: readonly VisitChoice[],
  date: IsoDate,
  time: string,
  firstStaff: string,
): Promise<{ staffId: string; start: Date; until: Date }[] | undefined> {
  const staff = await Promise.all(parts.map((p) => loadStaffDay(db, settings, p.service.id, date)));
  const timing = visitParts(parts);
  const assignment = visitAssignments(date, time, timing, staff, site.timeZone).find((a) => a[0] === firstStaff);
  if (!assignment) return undefined;
  const windows = visitWindows(date, time, timing, site.timeZone, assignment);
  return assignment.map((staffId, i) => ({
    staffId,
    start: new Date(windows[i]?.start ?? 0),
    until: new Date(windows[i]?.blockedUntil ?? 0),
  }));
}

/**
 * OW-08: the days of the booking horizon a professional is away — her own time off covers her whole
 * working day —, merged into ranges over the days she would not work anyway. The widget disables
 * them when she is chosen and says until when; the reason stays the salon's.
 */
export async function awayDays(
  db: Queryable,
  settings: SalonSettings,
  staffId: string,
  now: WallClock,
  horizonDays: number,
): Promise<AwayDays[]> {
  const professional = settings.team.find((p) => p.id === staffId);
  if (!professional) return [];
  const last = addDays(now.date, horizonDays);
  const blocks = await timeOffRepository.ofStaffOverlapping(
    db,
    staffId,
    salonInstant(now.date, "00:00", site.timeZone),
    salonInstant(addDays(last, 1), "00:00", site.timeZone),
  );
  const away: IsoDate[] = [];
  for (let date = now.date; date <= last; date = addDays(date, 1)) {
    const shifts = shiftMinutesOn(professional, date);
    if (shifts.length === 0) continue;
    const start = salonInstant(date, fromMinutes(Math.min(...shifts.map((s) => s.start))), site.timeZone).getTime();
    const end = salonInstant(date, fromMinutes(Math.max(...shifts.map((s) => s.end))), site.timeZone).getTime();
    if (blocks.some((b) => new Date(b.starts_at).getTime() <= start && new Date(b.ends_at).getTime() >= end))
      away.push(date);
  }
  return awayRanges(away, (date) => shiftMinutesOn(professional, date).length > 0);
}
