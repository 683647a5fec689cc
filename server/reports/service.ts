/**
 * The owner's reports (RP-01, RP-03): a period's numbers for the salon and each professional, beside
 * the previous period of the same length. Shift minutes come from the settings (the weekly shifts over
 * the period's days); the rest from the database in a handful of aggregates.
 */
import { site } from "@/content/site";
import { shiftsOn } from "@/domain/booking/shifts";
import type { PeriodNumbers, ReportResponse } from "@/domain/reports/schemas";
import { addDays, daysBetween, type IsoDate, salonInstant, toMinutes } from "@/lib/dates";
import type { SalonSettings } from "@/lib/settings/model";
import type { Queryable } from "../db/client";
import { reportsRepository as repo, type StaffCounts } from "./repository";

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function shiftMinutes(settings: SalonSettings, staffId: string, from: IsoDate, to: IsoDate): number {
  const member = settings.team.find((p) => p.id === staffId);
  if (!member) return 0;
  let minutes = 0;
  for (let day = from; day <= to; day = addDays(day, 1))
    for (const s of shiftsOn(member, day)) minutes += toMinutes(s.ends) - toMinutes(s.starts);
  return minutes;
}

const empty: Omit<StaffCounts, "staff_id"> = {
  revenue_cents: 0,
  completed: 0,
  no_show: 0,
  cancelled_early: 0,
  cancelled_late: 0,
  booked_minutes: 0,
  collected_cents: 0,
};

function numbers(
  c: Omit<StaffCounts, "staff_id">,
  clients: { new_clients: number; returning_clients: number; visited: number; rebooked: number },
  shift: number,
): PeriodNumbers {
  return {
    revenueCents: c.revenue_cents,
    collectedCents: c.collected_cents,
    completed: c.completed,
    noShow: c.no_show,
    cancelledEarly: c.cancelled_early,
    cancelledLate: c.cancelled_late,
    noShowRate: ratio(c.no_show, c.completed + c.no_show),
    bookedMinutes: c.booked_minutes,
    shiftMinutes: shift,
    occupancy: ratio(c.booked_minutes, shift),
    newClients: clients.new_clients,
    returningClients: clients.returning_clients,
    rebookedRate: ratio(clients.rebooked, clients.visited),
  };
}

async function period(db: Queryable, settings: SalonSettings, from: IsoDate, to: IsoDate, staffId?: string) {
  const start = salonInstant(from, "00:00", site.timeZone);
  const end = salonInstant(addDays(to, 1), "00:00", site.timeZone);
  const notice = settings.booking.cancelNoticeHours;
  const [counts, clients] = await Promise.all([
    repo.byStaff(db, start, end, notice, staffId),
    repo.clients(db, start, end, staffId),
  ]);
  const noClients = { new_clients: 0, returning_clients: 0, visited: 0, rebooked: 0 };
  const team = settings.team.filter((p) =>
    staffId ? p.id === staffId : p.active || counts.some((c) => c.staff_id === p.id),
  );
  const staff = team.map((p) => ({
    id: p.id,
    name: p.name,
    numbers: numbers(
      counts.find((c) => c.staff_id === p.id) ?? empty,
      clients.find((c) => c.staff_id === p.id) ?? noClients,
      shiftMinutes(settings, p.id, from, to),
    ),
  }));
  const sum = (key: keyof Omit<StaffCounts, "staff_id">) => counts.reduce((s, c) => s + c[key], 0);
  const salonClients = clients.reduce(
    (s, c) => ({
      new_clients: s.new_clients + c.new_clients,
      returning_clients: s.returning_clients + c.returning_clients,
      visited: s.visited + c.visited,
      rebooked: s.rebooked + c.rebooked,
    }),
    noClients,
  );
  const salon = numbers(
    {
      revenue_cents: sum("revenue_cents"),
      completed: sum("completed"),
      no_show: sum("no_show"),
      cancelled_early: sum("cancelled_early"),
      cancelled_late: sum("cancelled_late"),
      booked_minutes: sum("booked_minutes"),
      collected_cents: sum("collected_cents"),
    },
    salonClients,
    staff.reduce((s, p) => s + p.numbers.shiftMinutes, 0),
  );
  return { start, end, salon, staff };
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
  const [now, before] = await Promise.all([
    period(db, settings, from, to, staffId),
    period(db, settings, previous.from, previous.to, staffId),
  ]);
  const [topServices, busyHours, sources, messages] = await Promise.all([
    repo.topServices(db, now.start, now.end, staffId),
    repo.busyHours(db, now.start, now.end, staffId),
    repo.sources(db, now.start, now.end, staffId),
    staffId ? Promise.resolve([]) : repo.messages(db, now.start, now.end),
  ]);
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
      previous:
        before.staff.find((b) => b.id === p.id)?.numbers ??
        numbers(empty, { new_clients: 0, returning_clients: 0, visited: 0, rebooked: 0 }, 0),
    })),
    topServices: topServices.map((s) => ({ name: s.name, count: s.count, revenueCents: s.revenue_cents })),
    busyHours,
    sources,
    messages: messages.map((m) => ({
      channel: m.channel,
      count: m.count,
      costMillis: m.count * (price[m.channel] ?? 0),
    })),
  };
}
