/**
 * Pure availability rules (BK-03, BK-05, BK-06) over the salon's settings
 * (OW-01). All inputs are salon-local: dates are ISO days and `now` is the
 * salon's wall clock, so the visitor's own time zone never matters.
 */
import { bookingHorizonDays, bookingSlots, type Slot } from "@/content/booking";
import { addDays, type IsoDate, toMinutes, type WallClock, weekdayOf } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import { activeServices, closedAllDay, hoursOnWeekday, overlapsClosure } from "@/lib/settings/queries";

/** How far ahead the calendar offers days (the content's setting; the server reads the same default). */
export const BOOKING_HORIZON_DAYS = bookingHorizonDays;

/** Closing time (minutes since midnight) for booking on `date`, or null when closed to booking. */
export function closingMinutes(settings: SalonSettings, date: IsoDate): number | null {
  const weekday = weekdayOf(date);
  if (settings.bookingClosedWeekdays.includes(weekday)) return null;
  if (closedAllDay(settings, date, weekday)) return null;
  const hours = hoursOnWeekday(settings, weekday);
  return hours ? toMinutes(hours.closes) : null;
}

/** Slots for a service of `minutes` on `date`: start after now and at opening, end by closing, clear of closures. */
export function availableSlots(settings: SalonSettings, date: IsoDate, minutes: number, now: WallClock): Slot[] {
  const closes = closingMinutes(settings, date);
  if (closes === null || date < now.date) return [];
  const opens = toMinutes(hoursOnWeekday(settings, weekdayOf(date))?.opens ?? "00:00");
  return bookingSlots.filter((slot) => {
    const start = toMinutes(slot);
    if (date === now.date && start <= now.minutes) return false;
    if (start < opens || start + minutes > closes) return false;
    return !overlapsClosure(settings, date, start, start + minutes);
  });
}

const shortestService = (settings: SalonSettings) =>
  Math.min(...activeServices(settings).map((s) => s.minutes), 24 * 60);

/** A day can be chosen when at least the shortest service still fits in it. */
export function isBookableDay(settings: SalonSettings, date: IsoDate, now: WallClock): boolean {
  if (date > addDays(now.date, BOOKING_HORIZON_DAYS)) return false;
  return availableSlots(settings, date, shortestService(settings), now).length > 0;
}

/** Today, or the next bookable day when today is closed or has no slot left. */
export function firstBookableDate(settings: SalonSettings, now: WallClock): IsoDate {
  for (let i = 0; i <= BOOKING_HORIZON_DAYS; i++) {
    const date = addDays(now.date, i);
    if (isBookableDay(settings, date, now)) return date;
  }
  return now.date;
}
