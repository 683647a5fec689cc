/**
 * Pure reads of the salon's settings: which services and professionals are
 * offered, the hours of a weekday (grouped for the page), the closures of a
 * day. The page, the widget, the chat, the JSON-LD and the server all ask
 * these, so they cannot disagree.
 */
import { toMinutes } from "@/lib/dates";
import type { Closure, DayHours, SalonSettings, ServiceSetting, TeamMember, Weekday } from "./model";

/** Services offered to visitors, in order. */
export function activeServices(settings: SalonSettings): ServiceSetting[] {
  return settings.services.filter((s) => s.active);
}

/**
 * Services a visitor can book (OW-07): offered, and done by at least one active professional. A
 * service nobody does stays off the widget and the chat (its card says to ask) until one is assigned.
 */
export function bookableServices(settings: SalonSettings): ServiceSetting[] {
  return activeServices(settings).filter((s) => settings.team.some((p) => p.active && p.services.includes(s.id)));
}

/** An offered service by id (inactive ones are not offered). */
export function findService(settings: SalonSettings, id: string): ServiceSetting | undefined {
  return settings.services.find((s) => s.id === id && s.active);
}

/** Professionals shown and booked, in order. */
export function activeTeam(settings: SalonSettings): TeamMember[] {
  return settings.team.filter((p) => p.active);
}

export function findProfessional(settings: SalonSettings, id: string): TeamMember | undefined {
  return settings.team.find((p) => p.id === id && p.active);
}

/** Professionals who do a service, in the order 'Sin preferencia' tries them. */
export function professionalsFor(settings: SalonSettings, serviceId: string): TeamMember[] {
  return activeTeam(settings).filter((p) => p.services.includes(serviceId));
}

/** The salon's opening hours on a weekday (0 = Sunday), or undefined when it is closed: the one lookup. */
export function hoursOnWeekday(settings: SalonSettings, weekday: number): DayHours | undefined {
  return settings.hours.find((h) => h.weekday === weekday);
}

/** Days of the week online booking is open: the salon is open and the day is not closed to booking. */
export function bookingWeekdays(settings: SalonSettings): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter(
    (d) => !settings.bookingClosedWeekdays.includes(d) && hoursOnWeekday(settings, d) !== undefined,
  );
}

/** A run of weekdays with the same hours, as the page shows it ('Lunes a Viernes 9:00–20:00'). */
export interface HoursGroup {
  label: string;
  short: string;
  days: Weekday[];
  opens: string;
  closes: string;
}

const names = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"];
const plurals = ["Domingos", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábados"];
const shorts = ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"];
const letters = ["D", "L", "M", "X", "J", "V", "S"];
/** Monday first, as a Spanish week is written. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** Consecutive weekdays (Monday first) with equal hours, grouped: the opening-hours block, footer, chat, JSON-LD. */
export function hoursGroups(settings: SalonSettings): HoursGroup[] {
  const groups: { days: Weekday[]; opens: string; closes: string }[] = [];
  for (const weekday of weekOrder) {
    const hours = hoursOnWeekday(settings, weekday);
    if (!hours) continue;
    const last = groups.at(-1);
    const previous = last?.days.at(-1);
    const adjacent = previous !== undefined && weekOrder.indexOf(previous) === weekOrder.indexOf(weekday) - 1;
    if (last && adjacent && last.opens === hours.opens && last.closes === hours.closes) last.days.push(weekday);
    else groups.push({ days: [weekday], opens: hours.opens, closes: hours.closes });
  }
  return groups.map((g) => {
    const first = g.days[0] ?? 1;
    const end = g.days.at(-1) ?? first;
    const many = g.days.length > 1;
    return {
      ...g,
      label: many ? `${names[first]} ${g.days.length === 2 ? "y" : "a"} ${names[end]}` : (plurals[first] ?? ""),
      short: many ? `${letters[first]}–${letters[end]}` : (shorts[first] ?? ""),
    };
  });
}

/** "9:00" from "09:00": the way hours are written on the page. */
export function displayTime(hhmm: string): string {
  return hhmm.replace(/^0/, "");
}

/** 'Lunes a Viernes: 9:00–20:00' lines for compact places (chat, footer). */
export function hoursLines(settings: SalonSettings): string[] {
  return hoursGroups(settings).map((h) => `${h.label}: ${displayTime(h.opens)}–${displayTime(h.closes)}`);
}

/** The closures touching a salon-local day. */
export function closuresOn(settings: SalonSettings, date: string): Closure[] {
  return settings.closures.filter((c) => c.startDate <= date && date <= c.endDate);
}

/** A closure's part of one day, in minutes since midnight. */
export function closedMinutesOn(closure: Closure, date: string): { start: number; end: number } {
  return {
    start: closure.startDate === date ? toMinutes(closure.startTime) : 0,
    end: closure.endDate === date ? toMinutes(closure.endTime) : 24 * 60,
  };
}

/** The closure that keeps the salon shut for the whole of its opening hours that day, if any. */
export function closedAllDay(settings: SalonSettings, date: string, weekday: number): Closure | undefined {
  const hours = hoursOnWeekday(settings, weekday);
  return closuresOn(settings, date).find((c) => {
    const { start, end } = closedMinutesOn(c, date);
    return hours ? start <= toMinutes(hours.opens) && end >= toMinutes(hours.closes) : start === 0 && end >= 1440;
  });
}

/** Whether [start, end) minutes of a day overlap a closure. */
export function overlapsClosure(settings: SalonSettings, date: string, start: number, end: number): boolean {
  return closuresOn(settings, date).some((c) => {
    const closed = closedMinutesOn(c, date);
    return start < closed.end && closed.start < end;
  });
}

/** 'desde 15€ hasta 60€' range for the JSON-LD. */
export function priceRange(settings: SalonSettings): string {
  const prices = activeServices(settings).map((s) => s.price);
  return prices.length ? `${Math.min(...prices)}€–${Math.max(...prices)}€` : "";
}
