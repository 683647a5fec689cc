/**
 * The owner's reports (RP-01, RP-03): a period's numbers for the salon and each professional, beside
 * the previous period of the same length. Shift minutes come from the settings (the weekly shifts over
 * the period's days); the appointments from one read of the database, counted by `tally` (RP-04).
 */
import { site } from "@/content/site";
import type { PeriodNumbers, ReportResponse } from "@/domain/reports/schemas";
import { addDays, daysBetween, type IsoDate, salonInstant, wallClockIn, weekdayOf } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import type { Queryable } from "../db/client";
import { reportsRepository as repo } from "./repository";
import { paymentsRepository } from "../payments";
import { emptyTally, type PeriodTally, type Tally, tally } from "./tally";

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type ShiftLife = Awaited<ReturnType<typeof repo.shifts>>[number];

/**
 * TK-07: a professional's shift minutes over [from, to] as her shifts were on each day (the shift
 * alive at the day's end: one who joined on Thursday has none the week before; a change counts from
 * its day on).
 */
function shiftMinutes(lives: readonly ShiftLife[], staffId: string, from: IsoDate, to: IsoDate): number {
  let minutes = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const end = salonInstant(addDays(day, 1), "00:00", site.timeZone).getTime();
    const weekday = weekdayOf(day);
    for (const s of lives)
      if (
        s.staff_id === staffId &&
        Number(s.weekday) === weekday &&
        (s.from_ms === null || Number(s.from_ms) < end) &&
        (s.to_ms === null || Number(s.to_ms) >= end)
      )
        minutes += Number(s.ends_minute) - Number(s.starts_minute);
  }
  return minutes;
}

function numbers(t: Tally, collectedCents: number, shift: number): PeriodNumbers {
  return {
    revenueCents: t.revenueCents,
    collectedCents,
    completed: t.completed,
    noShow: t.noShow,
    cancelledEarly: t.cancelledEarly,
    cancelledLate: t.cancelledLate,
    noShowRate: ratio(t.noShow, t.completed + t.noShow),
    bookedMinutes: t.bookedMinutes,
    shiftMinutes: shift,
    occupancy: ratio(t.bookedMinutes, shift),
    newClients: t.newClients,
    returningClients: t.returningClients,
    rebookedRate: ratio(t.rebooked, t.visited),
  };
}

/** One period's numbers: its professionals (the active ones, and any other with appointments), then the salon. */
function periodNumbers(
  settings: SalonSettings,
  counted: PeriodTally,
  collected: Map<string, number>,
  days: { from: IsoDate; to: IsoDate },
  staffId: string | undefined,
  lives: readonly ShiftLife[],
) {
  const team = settings.team.filter((p) => (staffId ? p.id === staffId : p.active || counted.staff.has(p.id)));
  const staff = team.map((p) => ({
    id: p.id,
    name: p.name,
    numbers: numbers(
      counted.staff.get(p.id) ?? emptyTally(),
      collected.get(p.id) ?? 0,
      shiftMinutes(lives, p.id, days.from, days.to),
    ),
  }));
  const salon = numbers(
    counted.salon,
    staffId ? (collected.get(staffId) ?? 0) : [...collected.values()].reduce((s, c) => s + c, 0),
    staff.reduce((s, p) => s + p.numbers.shiftMinutes, 0),
  );
  return { salon, staff };
}

/** Weekday × hour in the salon's time of each hour appointments started in (the offset taken at noon of its day). */
function busyHours(startsByHour: Map<number, number>) {
  const offsetOfDay = new Map<number, number>();
  const cells = new Map<number, number>();
  for (const [hour, count] of startsByHour) {
    const day = Math.floor(hour / 1440);
    let offset = offsetOfDay.get(day);
    if (offset === undefined) {
      const noon = day * 1440 + 720;
      const wall = wallClockIn(site.timeZone, new Date(noon * 60_000));
      offset = Date.parse(`${wall.date}T00:00:00Z`) / 60_000 + wall.minutes - noon;
      offsetOfDay.set(day, offset);
    }
    const local = hour + offset;
    const cell =
      ((Math.floor(local / 1440) + 4) % 7) /* 1 January 1970 was a Thursday */ * 24 + Math.floor((local % 1440) / 60);
    cells.set(cell, (cells.get(cell) ?? 0) + count);
  }
  return [...cells]
    .sort(([a], [b]) => a - b)
    .map(([cell, count]) => ({ weekday: Math.floor(cell / 24), hour: cell % 24, count }));
}

/** RP-01: the period and the one before it, for the salon and each professional (RP-03: or just hers). */
export async function report(
  db: Queryable,
  settings: SalonSettings,
  from: IsoDate,
  to: IsoDate,
  staffId?: string,
): Promise<ReportResponse> {
  const length = daysBetween(from, to) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const start = salonInstant(from, "00:00", site.timeZone);
  const end = salonInstant(addDays(to, 1), "00:00", site.timeZone);
  const previousStart = salonInstant(previous.from, "00:00", site.timeZone);
  const read = await repo.periods(db, { previousStart, start, end });
  const minute = (d: Date) => Math.floor(d.getTime() / 60_000);
  const counted = tally(
    read.appointments,
    { previousStart: minute(previousStart), start: minute(start), end: minute(end) },
    { noticeHours: settings.booking.cancelNoticeHours, staffId, knownBefore: read.knownBefore },
  );
  const collected = (current: boolean) =>
    new Map(read.collected.filter((c) => c.current === current).map((c) => [c.staff_id, c.cents]));
  const lives = await repo.shifts(db, previousStart, end);
  const now = periodNumbers(settings, counted.current, collected(true), { from, to }, staffId, lives);
  const before = periodNumbers(settings, counted.previous, collected(false), previous, staffId, lives);
  const messages = staffId ? [] : await repo.messages(db, start, end);
  // TK-07: by method, by when the money moved (the salon's view only).
  const [inNow, inBefore] = staffId
    ? [[], []]
    : await Promise.all([
        paymentsRepository.dayTotals(db, start, end),
        paymentsRepository.dayTotals(db, previousStart, start),
      ]);
  const net = (t: { in_cents: number; out_cents: number }) => Number(t.in_cents) - Number(t.out_cents);
  const collectedByMethod = [...new Set([...inNow, ...inBefore].map((t) => t.method))].sort().map((method) => ({
    method,
    current: net(inNow.find((t) => t.method === method) ?? { in_cents: 0, out_cents: 0 }),
    previous: net(inBefore.find((t) => t.method === method) ?? { in_cents: 0, out_cents: 0 }),
  }));
  const price = { whatsapp: settings.messages.whatsappMillis, sms: settings.messages.smsMillis } as Record<
    string,
    number
  >;
  return {
    scope: staffId ? "own" : "salon",
    from,
    to,
    previous,
    salon: { current: now.salon, previous: before.salon },
    staff: now.staff.map((p) => ({
      id: p.id,
      name: p.name,
      current: p.numbers,
      previous: before.staff.find((b) => b.id === p.id)?.numbers ?? numbers(emptyTally(), 0, 0),
    })),
    topServices: counted.topServices,
    busyHours: busyHours(counted.startsByHour),
    sources: counted.sources,
    collectedByMethod,
    messages: messages.map((m) => ({
      channel: m.channel,
      count: m.count,
      costMillis: m.count * (price[m.channel] ?? 0),
    })),
  };
}
