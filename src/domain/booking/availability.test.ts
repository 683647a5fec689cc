import { describe, expect, test } from "vitest";
import { availableSlots, closingMinutes, firstBookableDate, isBookableDay } from "./availability";
import { seedSettings } from "@/lib/settings/seed";

// 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
const mondayMorning = { date: "2026-11-23", minutes: 8 * 60 };

describe("availability", () => {
  test("BK-03 Sundays and days before today are not bookable", () => {
    expect(isBookableDay(seedSettings, "2026-11-29", mondayMorning)).toBe(false);
    expect(isBookableDay(seedSettings, "2026-11-22", mondayMorning)).toBe(false);
    expect(isBookableDay(seedSettings, "2026-11-23", mondayMorning)).toBe(true);
    expect(isBookableDay(seedSettings, "2026-11-28", mondayMorning)).toBe(true);
  });

  test("BK-04 only the fixed hourly slots are ever offered", () => {
    const slots = availableSlots(seedSettings, "2026-11-24", 30, mondayMorning);
    expect(slots).toEqual(["09", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19"].map((h) => `${h}:00`));
    expect(slots.every((s) => /^(09|1\d):00$/.test(s))).toBe(true);
  });

  test("OW-11 the slot grid is the owner's: every 30 minutes from the opening, still ending by closing", () => {
    const halfHours = { ...seedSettings, booking: { ...seedSettings.booking, slotMinutes: 30 } };
    const slots = availableSlots(halfHours, "2026-11-24", 60, mondayMorning);
    expect(slots.slice(0, 3)).toEqual(["09:00", "09:30", "10:00"]);
    expect(slots.at(-1)).toBe("19:00");
    expect(slots).toHaveLength(21);
    // A salon opening at 09:45 on an hourly grid starts at 10:00.
    const lateOpening = { ...seedSettings, hours: seedSettings.hours.map((h) => ({ ...h, opens: "09:45" })) };
    expect(availableSlots(lateOpening, "2026-11-24", 60, mondayMorning)[0]).toBe("10:00");
  });

  test("OW-11 the booking horizon is the owner's", () => {
    const twoWeeks = { ...seedSettings, booking: { ...seedSettings.booking, horizonDays: 14 } };
    expect(isBookableDay(twoWeeks, "2026-12-07", mondayMorning)).toBe(true);
    expect(isBookableDay(twoWeeks, "2026-12-08", mondayMorning)).toBe(false);
    expect(isBookableDay(seedSettings, "2026-12-08", mondayMorning)).toBe(true);
  });

  test("BK-05 the service must end by closing time: 20:00 on weekdays, 18:00 on Saturdays", () => {
    expect(closingMinutes(seedSettings, "2026-11-24")).toBe(20 * 60);
    expect(closingMinutes(seedSettings, "2026-11-28")).toBe(18 * 60);
    expect(closingMinutes(seedSettings, "2026-11-29")).toBeNull();
    // 120-minute massage: last weekday start 18:00, last Saturday start 16:00.
    expect(availableSlots(seedSettings, "2026-11-24", 120, mondayMorning).at(-1)).toBe("18:00");
    expect(availableSlots(seedSettings, "2026-11-28", 120, mondayMorning).at(-1)).toBe("16:00");
    // 60-minute haircut ends exactly at closing: offered.
    expect(availableSlots(seedSettings, "2026-11-24", 60, mondayMorning).at(-1)).toBe("19:00");
  });

  test("BK-05 a slot is offered only if it starts after now", () => {
    const at1030 = { date: "2026-11-24", minutes: 10 * 60 + 30 };
    expect(availableSlots(seedSettings, "2026-11-24", 60, at1030)[0]).toBe("11:00");
    const atEleven = { date: "2026-11-24", minutes: 11 * 60 };
    expect(availableSlots(seedSettings, "2026-11-24", 60, atEleven)[0]).toBe("12:00");
    // Other days are not affected by the time of day.
    expect(availableSlots(seedSettings, "2026-11-25", 60, at1030)[0]).toBe("09:00");
  });

  test("BK-06 the first bookable date is today, or the next bookable day", () => {
    expect(firstBookableDate(seedSettings, mondayMorning)).toBe("2026-11-23");
    // Sunday → Monday.
    expect(firstBookableDate(seedSettings, { date: "2026-11-29", minutes: 9 * 60 })).toBe("2026-11-30");
    // Saturday 17:30: no slot left (18:00 is closing) → Monday.
    expect(firstBookableDate(seedSettings, { date: "2026-11-28", minutes: 17 * 60 + 30 })).toBe("2026-11-30");
    // Weekday 19:45: nothing left → tomorrow.
    expect(firstBookableDate(seedSettings, { date: "2026-11-24", minutes: 19 * 60 + 45 })).toBe("2026-11-25");
    // Weekday 18:59: the 19:00 slot still fits a 30-minute service.
    expect(firstBookableDate(seedSettings, { date: "2026-11-24", minutes: 18 * 60 + 59 })).toBe("2026-11-24");
  });
});
