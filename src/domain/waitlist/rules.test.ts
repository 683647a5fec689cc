import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fits, timeWindows, windowLabel } from "./rules";

const entry = {
  serviceId: "corte",
  staffId: null,
  fromDay: "2026-12-01",
  toDay: "2026-12-03",
  windowStart: 600,
  windowEnd: 840,
};

describe("WL-02 which freed time fits whom", () => {
  test("WL-02 a time fits when its day, start and professional are what she waits for", () => {
    expect(fits(entry, "2026-12-02", 600, "lucia")).toBe(true);
    expect(fits(entry, "2026-12-02", 840, "lucia")).toBe(false); // the window's end is open
    expect(fits(entry, "2026-11-30", 660, "lucia")).toBe(false);
    expect(fits(entry, "2026-12-04", 660, "lucia")).toBe(false);
    expect(fits({ ...entry, staffId: "carmen" }, "2026-12-02", 660, "lucia")).toBe(false);
    expect(fits({ ...entry, staffId: "carmen" }, "2026-12-02", 660, "carmen")).toBe(true);
  });

  test("WL-02 'cualquier hora' takes every start of an included day; morning and afternoon split the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        const any = { ...entry, windowStart: timeWindows.any.start, windowEnd: timeWindows.any.end };
        const morning = { ...entry, windowStart: timeWindows.morning.start, windowEnd: timeWindows.morning.end };
        const afternoon = { ...entry, windowStart: timeWindows.afternoon.start, windowEnd: timeWindows.afternoon.end };
        expect(fits(any, "2026-12-01", minute, "lucia")).toBe(true);
        expect(fits(morning, "2026-12-01", minute, "lucia")).not.toBe(fits(afternoon, "2026-12-01", minute, "lucia"));
      }),
    );
  });

  test("WL-01 the window in words", () => {
    expect(windowLabel(0, 1440)).toBe("a cualquier hora");
    expect(windowLabel(0, 840)).toBe("hasta las 14:00");
    expect(windowLabel(840, 1440)).toBe("desde las 14:00");
    expect(windowLabel(570, 660)).toBe("de 09:30 a 11:00");
  });
});
