import { describe, expect, test } from "vitest";
import { weekdayOf } from "@/lib/dates";
import { awayNotice, awayRanges, isAway, timeOffText } from "./time-off";

describe("time off in the salon's words (OW-08)", () => {
  test("OW-08 a range of whole days reads as its first and last day; hours only when it has them", () => {
    expect(timeOffText({ fromDate: "2026-12-14", fromTime: "00:00", toDate: "2026-12-21", toTime: "00:00" })).toBe(
      "del lunes, 14 de diciembre de 2026 al domingo, 20 de diciembre de 2026",
    );
    expect(timeOffText({ fromDate: "2026-12-14", fromTime: "00:00", toDate: "2026-12-15", toTime: "00:00" })).toBe(
      "el lunes, 14 de diciembre de 2026",
    );
    expect(timeOffText({ fromDate: "2026-12-14", fromTime: "10:00", toDate: "2026-12-14", toTime: "13:00" })).toBe(
      "el lunes, 14 de diciembre de 2026, de 10:00 a 13:00",
    );
  });

  test("OW-08 away days merge over the days she would not work anyway, and the notice says until when", () => {
    const weekdays = (date: string) => ![0, 6].includes(weekdayOf(date));
    const ranges = awayRanges(["2026-12-14", "2026-12-15", "2026-12-18", "2026-12-21", "2026-12-22"], weekdays);
    // The 16th and 17th she works and is not away: two ranges; the weekend does not split the second.
    expect(ranges).toEqual([
      { from: "2026-12-14", to: "2026-12-15" },
      { from: "2026-12-18", to: "2026-12-22" },
    ]);
    expect(isAway(ranges, "2026-12-19")).toBe(true);
    expect(isAway(ranges, "2026-12-16")).toBe(false);
    expect(awayNotice("Carmen Ruiz", ranges, "2026-12-01")).toBe(
      "Carmen Ruiz no atiende del lunes, 14 de diciembre de 2026 al martes, 15 de diciembre de 2026.",
    );
    expect(awayNotice("Carmen Ruiz", ranges, "2026-12-19")).toBe(
      "Carmen Ruiz no atiende hasta el martes, 22 de diciembre de 2026 (incluido).",
    );
    expect(awayNotice("Carmen Ruiz", ranges, "2026-12-23")).toBeNull();
  });
});
