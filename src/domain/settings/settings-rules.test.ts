import { describe, expect, test } from "vitest";
import { availableSlots, isBookableDay } from "@/domain/booking/availability";
import { openingStatus } from "@/lib/opening-status";
import type { SalonSettings } from "@/lib/settings/model";
import {
  activeServices,
  closedAllDay,
  findService,
  hoursGroups,
  hoursLines,
  overlapsClosure,
  professionalsFor,
} from "@/lib/settings/queries";
import { seedSettings } from "@/lib/settings/seed";

const withClosures = (closures: SalonSettings["closures"]): SalonSettings => ({ ...seedSettings, closures });
const nochebuena = {
  id: 1,
  startDate: "2026-12-24",
  startTime: "00:00",
  endDate: "2026-12-24",
  endTime: "24:00",
  note: "Nochebuena",
};
const morning = {
  id: 2,
  startDate: "2026-12-02",
  startTime: "09:00",
  endDate: "2026-12-02",
  endTime: "12:00",
  note: "Formación",
};
const monday = { date: "2026-11-23", minutes: 8 * 60 };

describe("settings queries (OW-01, OW-02)", () => {
  test("OW-01 the seed's hours are grouped as the page shows them, Monday first", () => {
    expect(hoursGroups(seedSettings).map((g) => [g.label, g.short, g.opens, g.closes])).toEqual([
      ["Lunes a Viernes", "L–V", "09:00", "20:00"],
      ["Sábados", "Sáb", "09:00", "18:00"],
      ["Domingos", "Dom", "10:00", "16:00"],
    ]);
    expect(hoursLines(seedSettings)[0]).toBe("Lunes a Viernes: 9:00–20:00");
  });

  test("OW-01 a changed weekday splits its group; two days read 'y'", () => {
    const hours = seedSettings.hours.map((h) => (h.weekday === 3 ? { ...h, closes: "14:00" } : h));
    expect(hoursGroups({ ...seedSettings, hours }).map((g) => g.label)).toEqual([
      "Lunes y Martes",
      "Miércoles",
      "Jueves y Viernes",
      "Sábados",
      "Domingos",
    ]);
  });

  test("OW-02 a whole-day closure shuts the day: no slots, not bookable, 'Hoy cerrado' with its note", () => {
    const s = withClosures([nochebuena]);
    expect(closedAllDay(s, "2026-12-24", 4)?.note).toBe("Nochebuena");
    expect(availableSlots(s, "2026-12-24", 60, monday)).toEqual([]);
    expect(isBookableDay(s, "2026-12-24", monday)).toBe(false);
    expect(isBookableDay(s, "2026-12-23", monday)).toBe(true);
    expect(openingStatus(s, { date: "2026-12-24", minutes: 11 * 60 }).text).toBe(
      "Hoy cerrado: Nochebuena · abre mañana a las 9:00",
    );
  });

  test("OW-02 a closure of part of a day takes only the times it overlaps; the status opens after it", () => {
    const s = withClosures([morning]);
    expect(overlapsClosure(s, "2026-12-02", 11 * 60, 12 * 60)).toBe(true);
    expect(availableSlots(s, "2026-12-02", 60, monday)[0]).toBe("12:00");
    expect(openingStatus(s, { date: "2026-12-02", minutes: 10 * 60 }).text).toBe("Cerrado · abre hoy a las 12:00");
    expect(openingStatus(s, { date: "2026-12-02", minutes: 13 * 60 }).state).toBe("open");
  });

  test("OW-01 an inactive professional or service is not offered", () => {
    const team = seedSettings.team.map((p) => (p.id === "lucia" ? { ...p, active: false } : p));
    expect(professionalsFor({ ...seedSettings, team }, "corte").map((p) => p.id)).not.toContain("lucia");
    const services = seedSettings.services.map((x) => (x.id === "masaje" ? { ...x, active: false } : x));
    expect(findService({ ...seedSettings, services }, "masaje")).toBeUndefined();
    expect(activeServices({ ...seedSettings, services }).map((x) => x.id)).toEqual([
      "corte",
      "facial",
      "manicura",
      "maquillaje",
      "depilacion",
    ]);
  });
});
