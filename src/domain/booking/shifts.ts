/**
 * Opening hours are stated once, in the salon's settings (OW-01): a
 * professional's shift must fall inside them, or the agenda would show free
 * time that the website refuses. Checked when the seed is loaded, when a
 * professional's shifts are saved and when the hours change.
 */
import { weekdayNames } from "@/content/site";
import type { Shift } from "@/content/team";
import { type IsoDate, toMinutes, weekdayOf } from "@/lib/dates";

/** A professional's shifts on one calendar day (the agenda's columns and the free-time search). */
export function shiftsOn(professional: { shifts: readonly Shift[] }, date: IsoDate): Shift[] {
  const weekday = weekdayOf(date);
  return professional.shifts.filter((shift) => (shift.days as readonly number[]).includes(weekday));
}

/** A weekly shift as the forms send it (days as plain numbers) or the settings hold it. */
export interface ShiftLike {
  days: readonly number[];
  starts: string;
  ends: string;
}

const dayNames = weekdayNames;

export interface ShiftProblem {
  professional: string;
  weekday: number;
  starts: string;
  ends: string;
  message: string;
}

/** Every shift of `team` that falls outside `hours` (the salon's opening hours), in Spanish words. */
export function shiftsOutsideHours(
  hours: readonly { weekday: number; opens: string; closes: string }[],
  team: readonly { name: string; shifts: readonly ShiftLike[] }[],
): ShiftProblem[] {
  const problems: ShiftProblem[] = [];
  for (const professional of team)
    for (const shift of professional.shifts)
      for (const weekday of shift.days) {
        const open = hours.find((h) => h.weekday === weekday);
        const where = `El turno de ${professional.name} del ${dayNames[weekday]} (${shift.starts}–${shift.ends})`;
        const base = { professional: professional.name, weekday, starts: shift.starts, ends: shift.ends };
        if (!open) problems.push({ ...base, message: `${where} cae en un día que el salón está cerrado.` });
        else if (toMinutes(shift.starts) < toMinutes(open.opens) || toMinutes(shift.ends) > toMinutes(open.closes))
          problems.push({
            ...base,
            message: `${where} queda fuera del horario del salón (${open.opens}–${open.closes}).`,
          });
      }
  return problems;
}

/** Shifts of one professional that overlap on a weekday, in Spanish words. */
export function overlappingShifts(shifts: readonly ShiftLike[]): string[] {
  const problems: string[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const today = shifts
      .filter((s) => s.days.includes(weekday))
      .map((s) => ({ start: toMinutes(s.starts), end: toMinutes(s.ends), s }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < today.length; i++) {
      const before = today[i - 1];
      const after = today[i];
      if (before && after && after.start < before.end)
        problems.push(
          `Los turnos del ${dayNames[weekday]} ${before.s.starts}–${before.s.ends} y ${after.s.starts}–${after.s.ends} se solapan.`,
        );
    }
  }
  return problems;
}

/** A shift as the salon's new hours leave it (OW-09): trimmed to them, or gone on a closed day. */
export interface ShiftAdjustment {
  staffId: string;
  professional: string;
  weekday: number;
  from: { starts: string; ends: string };
  /** null: the day is closed, or nothing of the shift is left inside the hours. */
  to: { starts: string; ends: string } | null;
}

/**
 * What changing the salon's hours to `hours` would do to the active team's shifts: each shift that
 * falls outside is trimmed to the hours, or removed where nothing of it is left. Shifts inside stay.
 */
export function fitShiftsToHours(
  hours: readonly { weekday: number; opens: string; closes: string }[],
  team: readonly { id: string; name: string; active: boolean; shifts: readonly ShiftLike[] }[],
): ShiftAdjustment[] {
  const changes: ShiftAdjustment[] = [];
  for (const professional of team.filter((p) => p.active))
    for (const shift of professional.shifts)
      for (const weekday of shift.days) {
        const open = hours.find((h) => h.weekday === weekday);
        const [starts, ends] = [toMinutes(shift.starts), toMinutes(shift.ends)];
        if (open && starts >= toMinutes(open.opens) && ends <= toMinutes(open.closes)) continue;
        const from = { starts: shift.starts, ends: shift.ends };
        const trimmed = open && {
          starts: starts < toMinutes(open.opens) ? open.opens : shift.starts,
          ends: ends > toMinutes(open.closes) ? open.closes : shift.ends,
        };
        const to = trimmed && toMinutes(trimmed.starts) < toMinutes(trimmed.ends) ? trimmed : null;
        changes.push({ staffId: professional.id, professional: professional.name, weekday, from, to });
      }
  return changes;
}

/** One adjustment in words: 'Carmen, sábado: 09:00–20:00 → 09:00–14:00' or '… → sin turno'. */
export function adjustmentLine(a: ShiftAdjustment): string {
  const to = a.to ? `${a.to.starts}–${a.to.ends}` : "sin turno";
  return `${a.professional}, ${dayNames[a.weekday]}: ${a.from.starts}–${a.from.ends} → ${to}`;
}

/** A weekly stretch of working time: a weekday and salon minutes [starts, ends). */
export interface WeeklyRange {
  weekday: number;
  starts: number;
  ends: number;
}

/**
 * WL-04: the working time `next` adds to `before` (a new shift, or a longer one): each of `next`'s
 * ranges minus every range of `before` on its weekday. What was already working time is not new.
 */
export function addedWorkingTime(before: readonly WeeklyRange[], next: readonly WeeklyRange[]): WeeklyRange[] {
  return next.flatMap((range) =>
    before
      .filter((old) => old.weekday === range.weekday)
      .reduce<WeeklyRange[]>(
        (pieces, old) =>
          pieces.flatMap((piece) =>
            old.ends <= piece.starts || old.starts >= piece.ends
              ? [piece]
              : [
                  ...(piece.starts < old.starts ? [{ ...piece, ends: old.starts }] : []),
                  ...(old.ends < piece.ends ? [{ ...piece, starts: old.ends }] : []),
                ],
          ),
        [range],
      ),
  );
}
