/**
 * The staff part of availability (BE-02), pure: which professionals can take a
 * service at each slot that the BK-05 rules offer. Busy ranges are epoch
 * milliseconds; shifts are minutes since the salon's local midnight.
 */
import type { Slot } from "@/content/booking";
import { type IsoDate, salonInstant, toMinutes } from "@/lib/dates";

export interface StaffDay {
  id: string;
  /** Shifts on this weekday, minutes since local midnight. */
  shifts: readonly { start: number; end: number }[];
  /** Confirmed bookings [starts_at, blocked_until) and time off [starts_at, ends_at). */
  busy: readonly { start: number; end: number }[];
}

export interface SlotStaff {
  time: Slot;
  staff: string[];
}

export interface ServiceTiming {
  minutes: number;
  bufferMinutes: number;
}

/** The instants a booking at `time` occupies: [start, end) and the professional busy until `blockedUntil`. */
export function bookingWindow(date: IsoDate, time: string, service: ServiceTiming, timeZone: string) {
  const start = salonInstant(date, time, timeZone).getTime();
  const end = start + service.minutes * 60_000;
  return { start, end, blockedUntil: end + service.bufferMinutes * 60_000 };
}

/** On shift for the whole service (the clean-up buffer may run past the shift). */
export function worksDuring(staff: StaffDay, time: string, minutes: number): boolean {
  const from = toMinutes(time);
  return staff.shifts.some((s) => s.start <= from && from + minutes <= s.end);
}

export function isFree(staff: StaffDay, from: number, until: number): boolean {
  return staff.busy.every((b) => b.end <= from || b.start >= until);
}

/** For each offered slot, the professionals (in the given order) who are on shift and free. */
export function staffForSlots(
  date: IsoDate,
  offered: readonly Slot[],
  service: ServiceTiming,
  staff: readonly StaffDay[],
  timeZone: string,
): SlotStaff[] {
  return offered.map((time) => {
    const window = bookingWindow(date, time, service, timeZone);
    return {
      time,
      staff: staff
        .filter((s) => worksDuring(s, time, service.minutes) && isFree(s, window.start, window.blockedUntil))
        .map((s) => s.id),
    };
  });
}
