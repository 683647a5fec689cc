/**
 * The waitlist (WL-01, WL-02): its modes, states and the rule of which freed time fits whom. Declared
 * once: the tables, schemas, server and screens derive from these.
 */
import type { IsoDate } from "@/lib/dates";
import type { MessageSettings } from "@/lib/settings/model";

/** How a freed time is offered: to one waiting client at a time (each holds it), or to all at once. */
export const waitlistModes = ["one", "all"] as const satisfies readonly MessageSettings["waitlistMode"][];
export type WaitlistMode = (typeof waitlistModes)[number];

export const waitlistModeNames: Record<WaitlistMode, string> = {
  one: "A una persona cada vez, por orden de llegada (se le guarda el hueco)",
  all: "A todas a la vez: se lo queda la primera que acepta",
};

export const entryStatuses = ["waiting", "booked", "removed", "expired"] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const offerStatuses = ["open", "accepted", "expired", "taken", "withdrawn"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const entrySources = ["web", "chat", "staff"] as const;
export type EntrySource = (typeof entrySources)[number];

/** How many days one entry may span (the database says the same). */
export const MAX_WAIT_DAYS = 60;

/** The time windows a visitor picks from, in the salon's minutes; 'any' is the whole day. */
export const timeWindows = {
  any: { label: "Cualquier hora", start: 0, end: 1440 },
  morning: { label: "Por la mañana (hasta las 14:00)", start: 0, end: 14 * 60 },
  afternoon: { label: "Por la tarde (desde las 14:00)", start: 14 * 60, end: 1440 },
} as const;
export type TimeWindow = keyof typeof timeWindows;

/** What one entry waits for. */
export interface WaitFor {
  serviceId: string;
  staffId: string | null;
  fromDay: IsoDate;
  toDay: IsoDate;
  /** Salon minutes [start, end): the appointment starts inside it. */
  windowStart: number;
  windowEnd: number;
}

/** Whether a free time (a day, a start in salon minutes, a professional) fits what the entry waits for. */
export function fits(entry: WaitFor, day: IsoDate, startMinute: number, staffId: string): boolean {
  return (
    day >= entry.fromDay &&
    day <= entry.toDay &&
    startMinute >= entry.windowStart &&
    startMinute < entry.windowEnd &&
    (entry.staffId === null || entry.staffId === staffId)
  );
}

/** The window in words ('de 09:00 a 14:00', 'a cualquier hora'). */
export function windowLabel(start: number, end: number): string {
  if (start === 0 && end === 1440) return "a cualquier hora";
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  if (start === 0) return `hasta las ${hhmm(end)}`;
  if (end === 1440) return `desde las ${hhmm(start)}`;
  return `de ${hhmm(start)} a ${hhmm(end)}`;
}
