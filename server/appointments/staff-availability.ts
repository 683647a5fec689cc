/**
 * The staff part of availability (BE-02), pure: which professionals can take a
 * service at each slot that the BK-05 rules offer. Busy ranges are epoch
 * milliseconds; shifts are minutes since the salon's local midnight.
 */
import type { Slot } from "@/domain/booking/calendar-values";
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

/** One service of a visit (SS-02): its timing and, when the visitor chose one, its professional. */
export interface VisitPart extends ServiceTiming {
  staffId?: string;
}

/**
 * Where each part of a visit starting at `time` falls: back to back, each where the one before ends.
 * AP-03: with `staffIds` (who does each part), a professional's clean-up follows the last of her
 * consecutive parts only — colour then cut with one stylist is one sitting, cleaned up after the cut.
 */
export function visitWindows(
  date: IsoDate,
  time: string,
  parts: readonly ServiceTiming[],
  timeZone: string,
  staffIds?: readonly (string | undefined)[],
) {
  let offset = 0;
  return parts.map((part, i) => {
    const at = toMinutes(time) + offset;
    offset += part.minutes;
    const window = bookingWindow(date, time, { minutes: offset, bufferMinutes: 0 }, timeZone);
    const start = window.end - part.minutes * 60_000;
    const sameNext = staffIds !== undefined && staffIds[i] !== undefined && staffIds[i] === staffIds[i + 1];
    return {
      time: `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`,
      start,
      end: window.end,
      blockedUntil: window.end + (sameNext ? 0 : part.bufferMinutes) * 60_000,
    };
  });
}

/**
 * SS-02: who can do each part of a visit starting at `time` — one professional per part, on shift
 * and free for it (clean-up included), a professional doing two parts only when their windows do
 * not overlap. Up to `limit` assignments, each a list of professional ids in part order; none
 * means the visit does not fit then. `staff[i]` are the candidates for part i, in preference order.
 * AP-03: a part's clean-up depends on who does the next one (none between her own consecutive
 * parts), so the search checks each part's service time and every complete assignment is checked
 * again with its own windows.
 */
export function visitAssignments(
  date: IsoDate,
  time: string,
  parts: readonly VisitPart[],
  staff: readonly (readonly StaffDay[])[],
  timeZone: string,
  limit = 10,
): string[][] {
  const windows = visitWindows(date, time, parts, timeZone);
  const found: string[][] = [];
  const chosen: string[] = [];
  const fits = (assignment: readonly string[]) => {
    const own = visitWindows(date, time, parts, timeZone, assignment);
    return own.every((w, i) => {
      const s = staff[i]?.find((x) => x.id === assignment[i]);
      if (!s || !isFree(s, w.start, w.blockedUntil)) return false;
      return own.every(
        (v, j) => j === i || assignment[j] !== assignment[i] || v.start >= w.blockedUntil || w.start >= v.blockedUntil,
      );
    });
  };
  const search = (i: number) => {
    if (found.length >= limit) return;
    const part = parts[i];
    const window = windows[i];
    if (!part || !window) {
      if (fits(chosen)) found.push([...chosen]);
      return;
    }
    for (const s of staff[i] ?? []) {
      if (part.staffId && s.id !== part.staffId) continue;
      if (!worksDuring(s, window.time, part.minutes) || !isFree(s, window.start, window.end)) continue;
      const clash = chosen.some((id, j) => {
        const w = windows[j];
        return id === s.id && w !== undefined && w.start < window.end && window.start < w.end;
      });
      if (clash) continue;
      chosen.push(s.id);
      search(i + 1);
      chosen.pop();
    }
  };
  search(0);
  return found;
}
