/**
 * Availability from the database (BE-02): the BK-05 slots from the shared pure
 * rules, narrowed to the professionals who do the service, work then, are not
 * on time off and are free for the whole service plus its buffer.
 */
import type { Slot } from "@/content/booking";
import { type BookingService, findService } from "@/content/services";
import { site } from "@/content/site";
import { professionalsFor } from "@/content/team";
import { addDays, type IsoDate, salonInstant, type WallClock, weekdayOf } from "@/lib/dates";
import { availableSlots } from "@/features/booking/availability";
import type { Queryable } from "../db/client";
import { type SlotStaff, type StaffDay, staffForSlots } from "./staff-availability";

export interface AvailabilityRequest {
  service: BookingService;
  date: IsoDate;
  staffId?: string;
}

/** Slots BK-05 offers for the date, or none beyond the booking horizon. */
export function offeredSlots(date: IsoDate, minutes: number, now: WallClock, horizonDays: number): Slot[] {
  if (date > addDays(now.date, horizonDays)) return [];
  return availableSlots(date, minutes, now);
}

/** Every qualified professional's shifts and busy ranges on `date`. */
export async function loadStaffDay(db: Queryable, serviceId: string, date: IsoDate): Promise<StaffDay[]> {
  const service = findService(serviceId);
  if (!service) return [];
  const dayStart = salonInstant(date, "00:00", site.timeZone);
  const dayEnd = salonInstant(addDays(date, 1), "00:00", site.timeZone);
  const qualified = professionalsFor(service.id).map((p) => p.id);
  const [hours, busy] = await Promise.all([
    db.query<{ staff_id: string; starts_minute: number; ends_minute: number }>(
      `SELECT w.staff_id, w.starts_minute, w.ends_minute FROM working_hours w JOIN staff s ON s.id = w.staff_id
       WHERE s.active AND w.weekday = $1 AND w.staff_id = ANY($2)`,
      [weekdayOf(date), qualified],
    ),
    db.query<{ staff_id: string | null; starts_at: Date; ends_at: Date }>(
      `SELECT staff_id, starts_at, blocked_until AS ends_at FROM bookings
         WHERE status = 'confirmed' AND staff_id = ANY($3) AND starts_at < $2 AND blocked_until > $1
       UNION ALL
       SELECT staff_id, starts_at, ends_at FROM time_off
         WHERE (staff_id IS NULL OR staff_id = ANY($3)) AND starts_at < $2 AND ends_at > $1`,
      [dayStart, dayEnd, qualified],
    ),
  ]);
  return qualified.map((id) => ({
    id,
    shifts: hours.filter((h) => h.staff_id === id).map((h) => ({ start: h.starts_minute, end: h.ends_minute })),
    busy: busy
      .filter((b) => b.staff_id === id || b.staff_id === null)
      .map((b) => ({ start: new Date(b.starts_at).getTime(), end: new Date(b.ends_at).getTime() })),
  }));
}

export async function availability(
  db: Queryable,
  request: AvailabilityRequest,
  now: WallClock,
  horizonDays: number,
): Promise<SlotStaff[]> {
  const { service, date, staffId } = request;
  const offered = offeredSlots(date, service.minutes, now, horizonDays);
  if (offered.length === 0) return [];
  const staff = (await loadStaffDay(db, service.id, date)).filter((s) => !staffId || s.id === staffId);
  return staffForSlots(date, offered, service, staff, site.timeZone).filter((slot) => slot.staff.length > 0);
}
