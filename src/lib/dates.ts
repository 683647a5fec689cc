/**
 * Calendar dates are plain ISO strings ("2026-11-25") read as the salon's local
 * day, so no time zone can shift them. "Now" is read in the salon's time zone.
 */
import { site } from "@/content/site";

export type IsoDate = string;

export interface WallClock {
  date: IsoDate;
  /** Minutes since midnight in the salon's time zone. */
  minutes: number;
}

/** The current wall-clock date and time in `timeZone` (e.g. Europe/Madrid). */
// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's offset from UTC (ms) at `time`. Every zone in use changes its offset only on a
 * quarter-hour, and at most once a day: a UTC day whose first and last quarters read the same offset
 * has it throughout (one cached number per zone and day), and only a day with a change reads the
 * formatter per quarter. Reading the formatter costs microseconds; the booking path reads the clock
 * many times a request, over days spread across the whole booking horizon.
 */
const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
const CACHE_LIMIT = 20_000;
/** Per zone and UTC day: the day's one offset, or null when it changes that day. */
const dayOffsets = new Map<string, number | null>();
const quarterOffsets = new Map<string, number>();

function readOffset(timeZone: string, quarter: number): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(quarter));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - quarter;
}

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

function offsetIn(timeZone: string, time: number): number {
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  const dayKey = `${timeZone} ${day}`;
  let whole = dayOffsets.get(dayKey);
  if (whole === undefined) {
    const first = readOffset(timeZone, day);
    whole = remember(dayOffsets, dayKey, first === readOffset(timeZone, day + DAY_MS - QUARTER_MS) ? first : null);
  }
  if (whole !== null) return whole;
  const quarter = Math.floor(time / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone} ${quarter}`;
  return quarterOffsets.get(key) ?? remember(quarterOffsets, key, readOffset(timeZone, quarter));
}

export function wallClockIn(timeZone: string, instant: Date = new Date()): WallClock {
  const time = instant.getTime();
  // The wall clock as if it were UTC: minutes are the instant's own (offsets are whole minutes).
  const wall = new Date(Math.floor(time / 60_000) * 60_000 + offsetIn(timeZone, time));
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** Day of week (0 = Sunday) of an ISO date, independent of any time zone. */
export function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A local Date at midnight for an ISO date (what a date picker shows). */
export function isoToLocalDate(date: IsoDate): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function localDateToIso(date: Date): IsoDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** "HH:MM" → minutes since midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'martes, 25 de noviembre de 2026' */
const longSpanish = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function longSpanishDate(date: IsoDate): string {
  return longSpanish.format(new Date(`${date}T00:00:00Z`));
}

/** '25 de noviembre de 2026' */
export function spanishDate(date: IsoDate): string {
  return new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "13:00" → "1:00 PM", the 12-hour form the booking slots are shown in. */
export function twelveHour(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, "0");
  const suffix = h >= 12 ? "PM" : "AM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m} ${suffix}`;
}

/** es-ES "hh:mm" for chat message times. */
export function clockTime(instant: Date): string {
  return new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Madrid: 60 in winter, 120 in summer). */
function offsetMinutes(timeZone: string, instant: number): number {
  return Math.round(offsetIn(timeZone, instant) / 60_000);
}

/**
 * The one place where a salon-local day and "HH:MM" become an instant (UTC).
 * The offset is read at the instant itself, so days when the clocks change
 * (last Sundays of March and October) map right; salon hours never fall in the
 * 02:00–03:00 hour that is skipped or repeated.
 */
export function salonInstant(date: IsoDate, hhmm: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T00:00:00Z`) + toMinutes(hhmm) * 60_000;
  const guess = naive - offsetMinutes(timeZone, naive) * 60_000;
  return new Date(naive - offsetMinutes(timeZone, guess) * 60_000);
}

/** "HH:MM" of a minute count. */
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** An instant as the salon says it: 'martes, 24 de noviembre de 2026', its ISO day and '10:00', in its zone. */
export function salonDateTime(instant: Date, timeZone: string = site.timeZone) {
  const wall = wallClockIn(timeZone, instant);
  const hh = String(Math.floor(wall.minutes / 60)).padStart(2, "0");
  const mm = String(wall.minutes % 60).padStart(2, "0");
  return { date: longSpanishDate(wall.date), isoDate: wall.date, time: `${hh}:${mm}` };
}

/** The instants that bound the salon's days `from` … `to` (its local midnights). */
export function dayBounds(from: IsoDate, to: IsoDate = from, timeZone: string = site.timeZone) {
  return { start: salonInstant(from, "00:00", timeZone), end: salonInstant(addDays(to, 1), "00:00", timeZone) };
}
