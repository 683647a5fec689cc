import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays, longSpanishDate, salonInstant, twelveHour, wallClockIn, weekdayOf } from "./dates";

describe("dates", () => {
  test("BE-02 salon time becomes UTC right on both DST Sundays and around them", () => {
    const tz = "Europe/Madrid";
    expect(salonInstant("2026-03-28", "10:00", tz).toISOString()).toBe("2026-03-28T09:00:00.000Z");
    expect(salonInstant("2026-03-29", "10:00", tz).toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(salonInstant("2026-10-24", "10:00", tz).toISOString()).toBe("2026-10-24T08:00:00.000Z");
    expect(salonInstant("2026-10-25", "10:00", tz).toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(salonInstant("2026-11-24", "19:00", tz).toISOString()).toBe("2026-11-24T18:00:00.000Z");
    expect(salonInstant("2026-11-24", "10:00", "America/Mexico_City").toISOString()).toBe("2026-11-24T16:00:00.000Z");
  });

  test("BK-05 'now' is read in the salon's time zone, whatever the machine's", () => {
    // 23:30 UTC on Saturday 28 Nov is already Sunday 00:30 in Madrid, but still Saturday in Mexico City.
    const instant = new Date("2026-11-28T23:30:00Z");
    expect(wallClockIn("Europe/Madrid", instant)).toEqual({ date: "2026-11-29", minutes: 30 });
    expect(wallClockIn("America/Mexico_City", instant)).toEqual({ date: "2026-11-28", minutes: 17 * 60 + 30 });
  });

  test("BK-05 the wall clock agrees with the zone's own formatter at any minute, DST changes included", () => {
    const zones = ["Europe/Madrid", "America/Mexico_City", "Atlantic/Canary", "Asia/Kolkata", "Australia/Adelaide"];
    // The zone's own reading, by another road: Swedish dates are ISO ('2026-11-29 00:30:00').
    const reference = (timeZone: string, instant: Date) => {
      const text = instant.toLocaleString("sv-SE", { timeZone, hourCycle: "h23" });
      return { date: text.slice(0, 10), minutes: Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)) };
    };
    // Around both of Madrid's 2026 changes, and anywhere in 2024–2030.
    const changes = [Date.parse("2026-03-29T01:00:00Z"), Date.parse("2026-10-25T01:00:00Z")];
    const instant = fc.oneof(
      fc
        .integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 })
        .chain((d) => fc.constantFrom(...changes.map((c) => c + d))),
      fc.integer({ min: Date.parse("2024-01-01T00:00:00Z"), max: Date.parse("2030-12-31T00:00:00Z") }),
    );
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (time, zone) => {
        expect(wallClockIn(zone, new Date(time))).toEqual(reference(zone, new Date(time)));
      }),
      { numRuns: 2000 },
    );
  });

  test("BK-07 long Spanish dates", () => {
    expect(longSpanishDate("2026-11-25")).toBe("miércoles, 25 de noviembre de 2026");
    expect(longSpanishDate("2026-11-24")).toBe("martes, 24 de noviembre de 2026");
  });

  test("BK-04 slots are shown in 12-hour form", () => {
    expect(["09:00", "12:00", "13:00", "19:00"].map(twelveHour)).toEqual(["9:00 AM", "12:00 PM", "1:00 PM", "7:00 PM"]);
  });

  test("calendar arithmetic is time-zone free", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-29")).toBe(0);
  });
});
