import { describe, expect, test } from "vitest";
import { seedSettings } from "@/lib/settings/seed";
import { addedWorkingTime, overlappingShifts, shiftsOutsideHours } from "./shifts";

describe("shifts inside the salon's hours", () => {
  test("OW-01 the seed team's shifts all fall inside the seed's opening hours", () => {
    expect(shiftsOutsideHours(seedSettings.hours, seedSettings.team)).toEqual([]);
  });

  test("OW-01 a shift past closing or on a closed day is named in Spanish", () => {
    const late = { name: "Prueba", shifts: [{ days: [6, 0] as const, starts: "09:00", ends: "19:00" }] };
    const hours = seedSettings.hours.filter((h) => h.weekday !== 0);
    expect(shiftsOutsideHours(hours, [late]).map((p) => p.message)).toEqual([
      "El turno de Prueba del sábado (09:00–19:00) queda fuera del horario del salón (09:00–18:00).",
      "El turno de Prueba del domingo (09:00–19:00) cae en un día que el salón está cerrado.",
    ]);
  });

  test("OW-01 overlapping shifts on one weekday are named", () => {
    expect(
      overlappingShifts([
        { days: [1, 2], starts: "09:00", ends: "15:00" },
        { days: [2], starts: "14:00", ends: "20:00" },
      ]),
    ).toEqual(["Los turnos del martes 09:00–15:00 y 14:00–20:00 se solapan."]);
    expect(
      overlappingShifts([
        { days: [1], starts: "09:00", ends: "14:00" },
        { days: [1], starts: "14:00", ends: "20:00" },
      ]),
    ).toEqual([]);
  });
});

describe("working time a save adds (WL-04)", () => {
  const range = (weekday: number, starts: number, ends: number) => ({ weekday, starts, ends });
  test("WL-04 a longer shift adds only its new minutes; a new day adds all of it; an unchanged or shorter one adds none", () => {
    const before = [range(1, 540, 900), range(2, 540, 900)];
    expect(addedWorkingTime(before, [range(1, 540, 960), range(2, 600, 900), range(3, 540, 900)])).toEqual([
      range(1, 900, 960),
      range(3, 540, 900),
    ]);
    // A shift split around a break and filled in: the break is new.
    expect(addedWorkingTime([range(4, 540, 720), range(4, 780, 1020)], [range(4, 540, 1020)])).toEqual([
      range(4, 720, 780),
    ]);
    expect(addedWorkingTime(before, before)).toEqual([]);
  });
});
