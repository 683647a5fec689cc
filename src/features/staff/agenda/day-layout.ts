/**
 * The day grid (ST-02), pure: each professional's appointments in order and the
 * free gaps of their shifts, so the reception sees at a glance where a phone
 * booking fits.
 */
import type { SalonSettings } from "@/lib/settings/model";
import { fromMinutes, toMinutes } from "@/lib/dates";
import type { Appointment, DayAgenda, TimeOff } from "../shared/staff-api";

export type Entry =
  | {
      kind: "appointment";
      start: number;
      end: number;
      appointment: Appointment;
      /**
       * AP-02: where it sits beside appointments of the same column that overlap it (a conflict kept
       * from before the overlap rule counted every outcome): lane `lane` of `lanes`, side by side.
       */
      lane: number;
      lanes: number;
      conflict: boolean;
    }
  | { kind: "free"; start: number; end: number; label: string }
  | { kind: "blocked"; start: number; end: number; block: TimeOff };

export interface Column {
  id: string;
  name: string;
  working: boolean;
  entries: Entry[];
}

/** Gaps shorter than this are not worth offering (the shortest service is 30 minutes). */
const MIN_GAP = 30;

/** `settings`: the services' clean-up minutes (a professional stays busy for them). */
export function dayColumns(day: DayAgenda, settings: SalonSettings): Column[] {
  return day.staff.map((person) => {
    const appointments: Entry[] = sideBySide(
      day.appointments
        .filter((a) => a.staffId === person.id)
        .map((a) => ({ start: toMinutes(a.time), end: toMinutes(a.endTime), appointment: a })),
    );
    const blocks: Entry[] = day.timeOff
      .filter((b) => b.staffId === null || b.staffId === person.id)
      .map((b) => ({
        kind: "blocked",
        start: toMinutes(b.from),
        end: b.to === "00:00" ? 24 * 60 : toMinutes(b.to),
        block: b,
      }));
    // A professional stays busy for the service's clean-up time too.
    const busy = [
      ...appointments.flatMap((e) =>
        e.kind === "appointment" && e.appointment.status !== "cancelled"
          ? [
              {
                start: e.start,
                end: e.end + (settings.services.find((s) => s.id === e.appointment.service)?.bufferMinutes ?? 0),
              },
            ]
          : [],
      ),
      ...blocks,
    ].sort((a, b) => a.start - b.start);
    const free: Entry[] = [];
    for (const shift of person.shifts) {
      let cursor = toMinutes(shift.starts);
      const end = toMinutes(shift.ends);
      for (const b of busy) {
        if (b.end <= cursor || b.start >= end) continue;
        if (b.start - cursor >= MIN_GAP) free.push(gap(cursor, b.start));
        cursor = Math.max(cursor, b.end);
      }
      if (end - cursor >= MIN_GAP) free.push(gap(cursor, end));
    }
    return {
      id: person.id,
      name: person.name,
      working: person.shifts.length > 0,
      entries: [...appointments, ...blocks, ...free].sort((a, b) => a.start - b.start || order(a) - order(b)),
    };
  });
}

/**
 * AP-02: appointments that overlap (not cancelled) are never drawn on top of each other: each group
 * of overlapping ones shares the column's width in lanes, and each of them is marked a conflict.
 */
function sideBySide(items: readonly { start: number; end: number; appointment: Appointment }[]): Entry[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const entries: Entry[] = [];
  let group: Extract<Entry, { kind: "appointment" }>[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((e) => e.lane + 1));
    for (const e of group) entries.push({ ...e, lanes, conflict: lanes > 1 });
    group = [];
  };
  for (const item of sorted) {
    if (item.appointment.status === "cancelled") {
      entries.push({ kind: "appointment", ...item, lane: 0, lanes: 1, conflict: false });
      continue;
    }
    if (item.start >= groupEnd) close();
    const taken = new Set(group.filter((e) => e.end > item.start).map((e) => e.lane));
    let lane = 0;
    while (taken.has(lane)) lane += 1;
    group.push({ kind: "appointment", ...item, lane, lanes: 1, conflict: false });
    groupEnd = Math.max(groupEnd, item.end);
  }
  close();
  return entries;
}

function gap(start: number, end: number): Entry {
  return { kind: "free", start, end, label: `Libre ${fromMinutes(start)}–${fromMinutes(end)}` };
}

const order = (e: Entry) => (e.kind === "blocked" ? 0 : e.kind === "appointment" ? 1 : 2);

export { statusLabels } from "@/domain/booking/status";

// ——— The time grid (ST-05) ———

/** The grid's step: drags and arrow keys move an appointment by this many minutes. */
export const STEP_MINUTES = 15;

/**
 * The hours the grid shows: from the first hour anyone works, the salon opens or anything is
 * booked, to the last; whole hours. A closed day with nothing in it shows 09:00–20:00.
 */
export function gridRange(
  day: DayAgenda,
  columns: readonly Column[],
  /** ST-10: one professional's own day (her shifts and appointments), not the salon's: on a phone her first appointment is on the first screen. */
  own = false,
): { start: number; end: number } {
  const starts: number[] = [];
  const ends: number[] = [];
  if (day.hours && !own) {
    starts.push(day.hours.opens);
    ends.push(day.hours.closes);
  }
  for (const person of own ? day.staff.filter((p) => columns.some((c) => c.id === p.id)) : day.staff)
    for (const shift of person.shifts) {
      starts.push(toMinutes(shift.starts));
      ends.push(toMinutes(shift.ends));
    }
  for (const column of columns)
    for (const entry of column.entries)
      if (entry.kind === "appointment") {
        starts.push(entry.start);
        ends.push(entry.end);
      }
  if (starts.length === 0) return { start: 9 * 60, end: 20 * 60 };
  return {
    start: Math.floor(Math.min(...starts) / 60) * 60,
    end: Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60),
  };
}

/** Where a dragged or nudged appointment lands: snapped to the step and kept inside the grid. */
export function movedStart(
  start: number,
  deltaMinutes: number,
  duration: number,
  range: { start: number; end: number },
): number {
  const snapped = Math.round((start + deltaMinutes) / STEP_MINUTES) * STEP_MINUTES;
  return Math.max(range.start, Math.min(range.end - duration, snapped));
}

/** Whether [start, end) lies inside one of the column's shifts (ST-08: else the move warns). */
export function insideShift(person: DayAgenda["staff"][number], start: number, end: number): boolean {
  return person.shifts.some((s) => toMinutes(s.starts) <= start && end <= toMinutes(s.ends));
}
