/**
 * Pure availability rules (BK-03, BK-05, BK-06). All inputs are salon-local:
 * dates are ISO days and `now` is the salon's wall clock, so the visitor's own
 * time zone never matters.
 */
import { bookingClosedWeekdays, bookingHorizonDays, bookingSlots, type Slot } from "@/content/booking";
import { bookingServices } from "@/content/services";
import { hoursOnWeekday } from "@/content/site";
import { addDays, type IsoDate, toMinutes, type WallClock, weekdayOf } from "@/lib/dates";

/** How far ahead the calendar offers days (the content's setting; the server reads the same default). */
export const BOOKING_HORIZON_DAYS = bookingHorizonDays;

const shortestService = Math.min(...bookingServices.map((s) => s.minutes));

/** Closing time (minutes since midnight) for booking on `date`, or null when closed to booking. */
export function closingMinutes(date: IsoDate): number | null {
  const weekday = weekdayOf(date);
  if (bookingClosedWeekdays.includes(weekday)) return null;
  const hours = hoursOnWeekday(weekday);
  return hours ? toMinutes(hours.closes) : null;
}

/** Slots for a service of `minutes` on `date`: start after now, end by closing time. */
export function availableSlots(date: IsoDate, minutes: number, now: WallClock): Slot[] {
  const closes = closingMinutes(date);
  if (closes === null || date < now.date) return [];
  return bookingSlots.filter((slot) => {
    const start = toMinutes(slot);
    if (date === now.date && start <= now.minutes) return false;
    return start + minutes <= closes;
  });
}

/** A day can be chosen when at least the shortest service still fits in it. */
export function isBookableDay(date: IsoDate, now: WallClock): boolean {
  if (date > addDays(now.date, BOOKING_HORIZON_DAYS)) return false;
  return availableSlots(date, shortestService, now).length > 0;
}

/** Today, or the next bookable day when today is closed or has no slot left. */
export function firstBookableDate(now: WallClock): IsoDate {
  for (let i = 0; i <= BOOKING_HORIZON_DAYS; i++) {
    const date = addDays(now.date, i);
    if (isBookableDay(date, now)) return date;
  }
  return now.date;
}
