/**
 * Opening hours are stated once, in the salon's hours (issue 17): a
 * professional's shift must fall inside them, or the agenda would show free
 * time that the website refuses. Checked when the server starts; a shift
 * outside the hours stops it with a message naming the shift.
 */
import type { Professional, Shift } from "@/content/team";
import { hoursOnWeekday } from "@/content/site";
import { type IsoDate, toMinutes, weekdayOf } from "@/lib/dates";

/** A professional's shifts on one calendar day (the agenda's columns and the free-time search). */
export function shiftsOn(professional: Professional, date: IsoDate): Shift[] {
  const weekday = weekdayOf(date);
  return professional.shifts.filter((shift) => (shift.days as readonly number[]).includes(weekday));
}

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Every shift of `team` that falls outside the salon's opening hours, in words. */
export function shiftsOutsideHours(team: readonly Professional[]): string[] {
  const problems: string[] = [];
  for (const professional of team)
    for (const shift of professional.shifts)
      for (const day of shift.days) {
        const hours = hoursOnWeekday(day);
        const where = `${professional.name}'s shift ${shift.starts}–${shift.ends} on ${dayNames[day]}`;
        if (!hours) problems.push(`${where}: the salon is closed that day.`);
        else if (toMinutes(shift.starts) < toMinutes(hours.opens) || toMinutes(shift.ends) > toMinutes(hours.closes))
          problems.push(`${where} is outside the salon's hours (${hours.opens}–${hours.closes}).`);
      }
  return problems;
}
