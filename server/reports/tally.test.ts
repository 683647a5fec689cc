/**
 * RP-01, RP-04: the reports' counting, without a database: each client once for the salon, a visit's
 * own later services never count as coming back, a professional's filter keeps the salon-wide view
 * of who is new, and the counts agree with each other on any set of appointments.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { appointmentStatuses } from "@/domain/booking/status";
import { type ReportAppointment, tally } from "./tally";

const DAY = 24 * 60;
const range = { previousStart: 0, start: 28 * DAY, end: 56 * DAY };
const visit = (over: Partial<ReportAppointment>): ReportAppointment => ({
  staffId: "lucia",
  phoneKey: "34600000001",
  startsMinute: 30 * DAY,
  status: "completed",
  visitPosition: 0,
  priceEur: 25,
  serviceMinutes: 60,
  serviceName: "Corte y Peinado",
  source: "web",
  cancelledAheadMinutes: null,
  ...over,
});
const options = { noticeHours: 24, knownBefore: new Set<string>() };

describe("RP-01 counting a period's appointments", () => {
  test("RP-01 TK-07 a client seen by two professionals counts once for the salon (twice in the period: she repeats) and once, new, for each of them", () => {
    const r = tally(
      [visit({ staffId: "lucia" }), visit({ staffId: "carmen", startsMinute: 31 * DAY })],
      range,
      options,
    );
    expect(r.current.salon).toMatchObject({ newClients: 0, returningClients: 1 });
    expect(r.current.staff.get("lucia")?.newClients).toBe(1);
    expect(r.current.staff.get("carmen")?.newClients).toBe(1);
    // Her visit to Lucía was followed by Carmen's within 8 weeks: rebooked, for Lucía and the salon.
    expect(r.current.staff.get("lucia")?.rebooked).toBe(1);
    expect(r.current.staff.get("carmen")?.rebooked).toBe(0);
    expect(r.current.salon).toMatchObject({ visited: 1, rebooked: 1, completed: 2, revenueCents: 5000 });
  });

  test("RP-01 a visit's second service is not a return; a visit after 8 weeks is not either", () => {
    const twoServices = [
      visit({ startsMinute: 30 * DAY }),
      visit({ startsMinute: 30 * DAY + 60, visitPosition: 1, staffId: "carmen" }),
    ];
    expect(tally(twoServices, range, options).current.salon.rebooked).toBe(0);
    const late = tally([...twoServices, visit({ startsMinute: 30 * DAY + 57 * DAY })], range, options);
    expect(late.current.salon.rebooked).toBe(0);
    const inTime = tally([...twoServices, visit({ startsMinute: 30 * DAY + 55 * DAY })], range, options);
    expect(inTime.current.salon.rebooked).toBe(1);
  });

  test("RP-01 new or returning: a visit in the previous period, or before it, makes her returning", () => {
    const r = tally([visit({ startsMinute: 10 * DAY }), visit({ startsMinute: 40 * DAY })], range, {
      ...options,
      knownBefore: new Set(["34600000002"]),
    });
    expect(r.previous.salon.newClients).toBe(1);
    expect(r.current.salon).toMatchObject({ newClients: 0, returningClients: 1 });
    const known = tally([visit({ phoneKey: "34600000002" })], range, {
      ...options,
      knownBefore: new Set(["34600000002"]),
    });
    expect(known.current.salon.returningClients).toBe(1);
  });

  test("RP-03 one professional's numbers: a visit with another professional still makes her client returning", () => {
    const r = tally(
      [visit({ staffId: "carmen", startsMinute: 10 * DAY }), visit({ staffId: "lucia", startsMinute: 40 * DAY })],
      range,
      { ...options, staffId: "lucia" },
    );
    expect([...r.current.staff.keys()]).toEqual(["lucia"]);
    expect(r.current.salon).toMatchObject({ returningClients: 1, newClients: 0 });
    expect(r.previous.salon.completed).toBe(0);
  });

  test("RP-01 cancelled early or late against the notice; no-shows take their time", () => {
    const r = tally(
      [
        visit({ status: "cancelled", cancelledAheadMinutes: 24 * 60 }),
        visit({ status: "cancelled", cancelledAheadMinutes: 23 * 60, startsMinute: 31 * DAY }),
        visit({ status: "no_show", startsMinute: 32 * DAY }),
      ],
      range,
      options,
    );
    expect(r.current.salon).toMatchObject({ cancelledEarly: 1, cancelledLate: 1, noShow: 1, bookedMinutes: 60 });
  });

  test("RP-01 on any appointments the counts agree: each client new or returning, the salon the sum of its professionals", () => {
    const appointment = fc.record({
      staffId: fc.constantFrom("lucia", "carmen", "sofia"),
      phoneKey: fc.option(fc.constantFrom("1", "2", "3", "4", "5"), { nil: null }),
      startsMinute: fc.integer({ min: 0, max: 120 * DAY }),
      status: fc.constantFrom(...appointmentStatuses),
      visitPosition: fc.constantFrom(0, 0, 1),
      priceEur: fc.integer({ min: 0, max: 200 }),
      serviceMinutes: fc.integer({ min: 15, max: 180 }),
      serviceName: fc.constantFrom("Corte", "Manicura"),
      source: fc.constantFrom("web", "staff"),
      cancelledAheadMinutes: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(appointment, { maxLength: 60 }), (list) => {
        const r = tally(list, range, options);
        for (const period of [r.current, r.previous]) {
          const staff = [...period.staff.values()];
          for (const key of [
            "completed",
            "noShow",
            "cancelledEarly",
            "cancelledLate",
            "revenueCents",
            "bookedMinutes",
          ] as const)
            expect(period.salon[key]).toBe(staff.reduce((s, t) => s + t[key], 0));
          for (const t of [period.salon, ...staff]) expect(t.rebooked).toBeLessThanOrEqual(t.visited);
          const clients = period.salon.newClients + period.salon.returningClients;
          expect(clients).toBeLessThanOrEqual(staff.reduce((s, t) => s + t.newClients + t.returningClients, 0));
        }
        const inPeriod = list.filter((a) => a.startsMinute >= range.start && a.startsMinute < range.end);
        const phones = new Set(inPeriod.filter((a) => a.phoneKey && a.status !== "cancelled").map((a) => a.phoneKey));
        expect(r.current.salon.newClients + r.current.salon.returningClients).toBe(phones.size);
      }),
    );
  });

  test("TK-07 a client who comes twice in the period repeats, even with no visit before it; once, she is new", () => {
    const visit = (phoneKey: string, day: number) => ({
      staffId: "lucia",
      phoneKey,
      startsMinute: range.start + day * DAY + 600,
      status: "completed" as const,
      visitPosition: 0,
      priceEur: 25,
      serviceMinutes: 60,
      serviceName: "Corte",
      source: "web",
      cancelledAheadMinutes: null,
    });
    const twice = Array.from({ length: 20 }, (_, i) => [visit(`twice-${i}`, 1), visit(`twice-${i}`, 10)]).flat();
    const r = tally([...twice, visit("once", 2)], range, options);
    expect(r.current.salon.returningClients).toBe(20);
    expect(r.current.salon.newClients).toBe(1);
    expect(r.current.staff.get("lucia")?.returningClients).toBe(20);
  });
});
