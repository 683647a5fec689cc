/**
 * The reports' counting (RP-01, RP-04), a pure function of the appointments: a period and the one
 * before it, per professional and for the salon. The database hands over the two periods and the
 * 8 weeks after them in one compact read (server/reports/repository.ts); counting them here is what
 * keeps two busy years under 300 ms on PGlite, whose per-row work in SQL costs ten times V8's.
 */
import type { AppointmentStatus } from "@/domain/booking/status";
import { centsOfPrice } from "@/domain/payments/policy";

/** Another visit starting within this many days of a completed one counts as rebooked. */
export const REBOOKING_DAYS = 56;
const REBOOKING_MINUTES = REBOOKING_DAYS * 24 * 60;

/** One appointment as the reports read it; instants in minutes since the epoch. */
export interface ReportAppointment {
  staffId: string;
  /** The client's phone digits (null once anonymised, or never given). */
  phoneKey: string | null;
  startsMinute: number;
  status: AppointmentStatus;
  /** 0 for a visit's first service. */
  visitPosition: number;
  priceEur: number;
  serviceMinutes: number;
  serviceName: string;
  source: string;
  /** How long before its start it was cancelled (null unless cancelled). */
  cancelledAheadMinutes: number | null;
}

export interface Tally {
  revenueCents: number;
  completed: number;
  noShow: number;
  cancelledEarly: number;
  cancelledLate: number;
  bookedMinutes: number;
  newClients: number;
  returningClients: number;
  /** Clients with a completed visit, and how many of them booked another visit within 8 weeks of one. */
  visited: number;
  rebooked: number;
}

export interface PeriodTally {
  salon: Tally;
  staff: Map<string, Tally>;
}

export interface TallyResult {
  current: PeriodTally;
  previous: PeriodTally;
  topServices: { name: string; count: number; revenueCents: number }[];
  /** Appointments by the UTC hour they start in (minutes since the epoch of the hour), for the busiest hours. */
  startsByHour: Map<number, number>;
  sources: { source: string; count: number }[];
}

export const emptyTally = (): Tally => ({
  revenueCents: 0,
  completed: 0,
  noShow: 0,
  cancelledEarly: 0,
  cancelledLate: 0,
  bookedMinutes: 0,
  newClients: 0,
  returningClients: 0,
  visited: 0,
  rebooked: 0,
});

const tookTime = (status: AppointmentStatus) => status !== "cancelled";
const SEEN = 0;
const VISITED = 1;
const BACK = 2;

/** For each appointment of a client, whether one of her later visits starts within 8 weeks of it. */
function rebookedFlags(appointments: readonly ReportAppointment[]): Uint8Array {
  const again = new Uint8Array(appointments.length);
  const byClient = new Map<string, number[]>();
  for (let i = 0; i < appointments.length; i++) {
    const a = appointments[i] as ReportAppointment;
    if (a.phoneKey === null || a.status === "cancelled") continue;
    const list = byClient.get(a.phoneKey);
    if (list) list.push(i);
    else byClient.set(a.phoneKey, [i]);
  }
  const startOf = (i: number) => (appointments[i] as ReportAppointment).startsMinute;
  for (const indexes of byClient.values()) {
    indexes.sort((x, y) => startOf(x) - startOf(y));
    // A visit's first service never starts after its others: her next visit is the next first
    // service starting strictly later.
    let next = 0;
    for (const i of indexes) {
      const starts = startOf(i);
      while (
        next < indexes.length &&
        (startOf(indexes[next] as number) <= starts ||
          (appointments[indexes[next] as number] as ReportAppointment).visitPosition !== 0)
      )
        next++;
      if (next < indexes.length && startOf(indexes[next] as number) <= starts + REBOOKING_MINUTES) again[i] = 1;
    }
  }
  return again;
}

/**
 * Counts the period [start, end) and the one before it [previousStart, start) from the appointments
 * starting in [previousStart, end + 8 weeks) of every professional. `knownBefore`: the clients with a
 * visit before previousStart. With `staffId`, only her appointments are counted (a client's visits
 * with anyone still decide whether she is new and whether she came back).
 */
export function tally(
  appointments: readonly ReportAppointment[],
  range: { previousStart: number; start: number; end: number },
  options: { noticeHours: number; staffId?: string | undefined; knownBefore: ReadonlySet<string> },
): TallyResult {
  const again = rebookedFlags(appointments);
  const notice = options.noticeHours * 60;
  const periods = {
    current: { salon: emptyTally(), staff: new Map<string, Tally>() },
    previous: { salon: emptyTally(), staff: new Map<string, Tally>() },
  };
  // Per period, each client's best: SEEN (no completed visit), VISITED (completed, not back in time), BACK.
  const clients = { current: new Map<string, number>(), previous: new Map<string, number>() };
  const staffClients = {
    current: new Map<string, Map<string, number>>(),
    previous: new Map<string, Map<string, number>>(),
  };
  const seenBeforeCurrent = new Set(options.knownBefore);
  // TK-07: each client's visits in each period (all, and with each professional): two or more, she repeats.
  const visits = { current: new Map<string, number>(), previous: new Map<string, number>() };
  const staffVisits = {
    current: new Map<string, Map<string, number>>(),
    previous: new Map<string, Map<string, number>>(),
  };
  const addVisit = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const services = new Map<string, { count: number; revenueCents: number }>();
  const startsByHour = new Map<number, number>();
  const sources = new Map<string, number>();

  const add = (t: Tally, a: ReportAppointment) => {
    if (a.status === "completed") {
      t.completed++;
      t.revenueCents += centsOfPrice(a.priceEur);
    } else if (a.status === "no_show") t.noShow++;
    else if (a.status === "cancelled") {
      if ((a.cancelledAheadMinutes ?? 0) >= notice) t.cancelledEarly++;
      else t.cancelledLate++;
    }
    if (tookTime(a.status)) t.bookedMinutes += a.serviceMinutes;
  };
  const best = (map: Map<string, number>, key: string, state: number) => {
    const before = map.get(key);
    if (before === undefined || before < state) map.set(key, state);
  };

  for (let i = 0; i < appointments.length; i++) {
    const a = appointments[i] as ReportAppointment;
    if (a.startsMinute < range.previousStart || a.startsMinute >= range.end) continue;
    const which = a.startsMinute >= range.start ? "current" : "previous";
    if (which === "previous" && a.phoneKey !== null && a.status !== "cancelled" && a.visitPosition === 0)
      seenBeforeCurrent.add(a.phoneKey);
    if (options.staffId !== undefined && a.staffId !== options.staffId) continue;
    const period = periods[which];
    let own = period.staff.get(a.staffId);
    if (!own) period.staff.set(a.staffId, (own = emptyTally()));
    add(period.salon, a);
    add(own, a);
    if (a.phoneKey !== null && a.status !== "cancelled") {
      const state = a.status !== "completed" ? SEEN : again[i] ? BACK : VISITED;
      best(clients[which], a.phoneKey, state);
      let mine = staffClients[which].get(a.staffId);
      if (!mine) staffClients[which].set(a.staffId, (mine = new Map()));
      best(mine, a.phoneKey, state);
      if (a.visitPosition === 0) {
        addVisit(visits[which], a.phoneKey);
        let own = staffVisits[which].get(a.staffId);
        if (!own) staffVisits[which].set(a.staffId, (own = new Map()));
        addVisit(own, a.phoneKey);
      }
    }
    if (which === "current") {
      if (tookTime(a.status)) {
        const s = services.get(a.serviceName);
        if (s) {
          s.count++;
          if (a.status === "completed") s.revenueCents += centsOfPrice(a.priceEur);
        } else
          services.set(a.serviceName, {
            count: 1,
            revenueCents: a.status === "completed" ? centsOfPrice(a.priceEur) : 0,
          });
        const hour = a.startsMinute - (((a.startsMinute % 60) + 60) % 60);
        startsByHour.set(hour, (startsByHour.get(hour) ?? 0) + 1);
      }
      if (a.visitPosition === 0) sources.set(a.source, (sources.get(a.source) ?? 0) + 1);
    }
  }

  for (const which of ["current", "previous"] as const) {
    const known = which === "current" ? seenBeforeCurrent : options.knownBefore;
    const count = (t: Tally, seen: Map<string, number>, times: ReadonlyMap<string, number>) => {
      for (const [phone, state] of seen) {
        // Repeats: seen before the period, or twice or more within it (TK-07: 20 clients who came twice
        // in a month repeat, whatever came before); new: the rest, seen for the first time, once.
        if (known.has(phone) || (times.get(phone) ?? 0) >= 2) t.returningClients++;
        else t.newClients++;
        if (state >= VISITED) t.visited++;
        if (state === BACK) t.rebooked++;
      }
    };
    count(periods[which].salon, clients[which], visits[which]);
    for (const [staffId, seen] of staffClients[which]) {
      const own = periods[which].staff.get(staffId);
      if (own) count(own, seen, staffVisits[which].get(staffId) ?? new Map());
    }
  }

  return {
    ...periods,
    topServices: [...services]
      .map(([name, s]) => ({ name, ...s }))
      .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name))
      .slice(0, 10),
    startsByHour,
    sources: [...sources]
      .map(([source, count]) => ({ source, count }))
      .sort((x, y) => y.count - x.count || x.source.localeCompare(y.source)),
  };
}
