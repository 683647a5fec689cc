/**
 * The two values every booking request carries whatever its shape: a calendar
 * day and a slot of the booking grid. The request and response shapes are in
 * `schemas.ts`; these predicates are what they (and the deep links) check.
 */
import { bookingSlots, type Slot } from "@/content/booking";
import type { IsoDate } from "@/lib/dates";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar day written YYYY-MM-DD (no 2026-02-30), in the years a salon's agenda can mean
 * (2000–2199): 0000-01-01 or 9999-12-31 are not dates anyone books or exports (RL-06).
 */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 2000 || year > 2199) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isSlot(value: unknown): value is Slot {
  return typeof value === "string" && (bookingSlots as readonly string[]).includes(value);
}
