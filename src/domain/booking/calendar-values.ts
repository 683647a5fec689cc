/**
 * The two values every booking request carries whatever its shape: a calendar
 * day and a slot of the booking grid. The request and response shapes are in
 * `schemas.ts`; these predicates are what they (and the deep links) check.
 */
import type { IsoDate } from "@/lib/dates";

/** A start time on the salon's slot grid, "HH:MM" salon time (the grid itself is a setting, OW-11). */
export type Slot = string;

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

const SLOT = /^([01]\d|2[0-3]):[0-5][05]$/;

/** A start time a slot grid can have: "HH:MM" on a five-minute mark; whether it is offered is the rules' call. */
export function isSlot(value: unknown): value is Slot {
  return typeof value === "string" && SLOT.test(value);
}
