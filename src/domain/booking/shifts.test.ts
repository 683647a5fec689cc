import { describe, expect, test } from "vitest";
import { team } from "@/content/team";
import { shiftsOutsideHours } from "./shifts";

describe("shifts inside the salon's hours", () => {
  test("BE-02 the team's shifts all fall inside the opening hours", () => {
    expect(shiftsOutsideHours(team)).toEqual([]);
  });

  test("BE-02 a shift past closing or on a closed day is named", () => {
    const late = { ...team[0]!, name: "Prueba", shifts: [{ days: [6] as const, starts: "09:00", ends: "19:00" }] };
    expect(shiftsOutsideHours([late])).toEqual([
      "Prueba's shift 09:00–19:00 on Saturday is outside the salon's hours (09:00–18:00).",
    ]);
  });
});
