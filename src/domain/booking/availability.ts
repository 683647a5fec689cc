/**
 * Pure availability rules (BK-03, BK-05, BK-06) over the salon's settings
 * (OW-01). All inputs are salon-local: dates are ISO days and `now` is the
 * salon's wall clock, so the visitor's own time zone never matters.
 */
import { addDays, fromMinutes, type IsoDate, toMinutes, type WallClock, weekdayOf } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import { activeServices, closedAllDay, hoursOnWeekday, overlapsClosure } from "@/lib/settings/queries";
import type { Slot } from "./calendar-values";

/** The last day the calendar offers and the server books (OW-11: the owner's horizon). */
export function lastBookableDate(settings: SalonSettings, now: WallClock): IsoDate {
  return addDays(now.date, settings.booking.horizonDays);
}

/** Closing time (minutes since midnight) for booking on `date`, or null when closed to booking. */
export function closingMinutes(settings: SalonSettings, date: IsoDate): number | null {
  const weekday = weekdayOf(date);
  if (settings.bookingClosedWeekdays.includes(weekday)) return null;
  if (closedAllDay(settings, date, weekday)) return null;
  const hours = hoursOnWeekday(settings, weekday);
  return hours ? toMinutes(hours.closes) : null;
}

/** Whether a start time is on the salon's slot grid (OW-11): a multiple of the slot length. */
export function onSlotGrid(settings: SalonSettings, time: string): boolean {
  return toMinutes(time) % settings.booking.slotMinutes === 0;
}

/** Slots for a service of `minutes` on `date`: start after now and at opening, end by closing, clear of closures. */
export function availableSlots(settings: SalonSettings, date: IsoDate, minutes: number, now: WallClock): Slot[] {
  const closes = closingMinutes(settings, date);
  if (closes === null || date < now.date) return [];
  const opens = toMinutes(hoursOnWeekday(settings, weekdayOf(date))?.opens ?? "00:00");
  // The grid: the clock's multiples of the slot length, from the opening (OW-11).
  const step = settings.booking.slotMinutes;
  const slots: Slot[] = [];
  for (let start = Math.ceil(opens / step) * step; start + minutes <= closes; start += step) {
    if (date === now.date && start <= now.minutes) continue;
    if (!overlapsClosure(settings, date, start, start + minutes)) slots.push(fromMinutes(start));
  }
  return slots;
}

const shortestService = (settings: SalonSettings) =>
  Math.min(...activeServices(settings).map((s) => s.minutes), 24 * 60);

/** A day can be chosen when at least the shortest service still fits in it. */
export function isBookableDay(settings: SalonSettings, date: IsoDate, now: WallClock): boolean {
  if (date > lastBookableDate(settings, now)) return false;
  return availableSlots(settings, date, shortestService(settings), now).length > 0;
}

/** Today, or the next bookable day when today is closed or has no slot left. */
export function firstBookableDate(settings: SalonSettings, now: WallClock): IsoDate {
  for (let i = 0; i <= settings.booking.horizonDays; i++) {
    const date = addDays(now.date, i);
    if (isBookableDay(settings, date, now)) return date;
  }
  return now.date;
}
