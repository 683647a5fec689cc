import { describe, expect, test } from "vitest";
import { seedSettings } from "@/lib/settings/seed";
import { overlappingShifts, shiftsOutsideHours } from "./shifts";

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
