import { describe, expect, test } from "vitest";
import { about, stats } from "./home";
import { copyright, experienceYears, salonYear } from "./site";

describe("facts computed, never typed twice", () => {
  test("CN-03 the copyright runs from the seed's 2025 to the current year", () => {
    expect(copyright(2025)).toBe("© 2025");
    expect(copyright(2026)).toBe("© 2025–2026");
    expect(copyright(2031)).toBe("© 2025–2031");
  });

  test("CN-03 the years of experience come from the founding year (2014), in whole fives", () => {
    expect(experienceYears(2026)).toBe(10);
    expect(experienceYears(2028)).toBe(10);
    expect(experienceYears(2029)).toBe(15);
    expect(about(2029).title).toBe("Más de 15 años cuidando de ti");
  });

  test("CN-03 the counters take the services and the team as the settings have them", () => {
    expect(stats(2026, 6, 8).map((s) => s.value)).toEqual(["+1000", "+10", "6", "8"]);
    expect(stats(2026, 7, 9).find((s) => s.label === "Servicios especializados")?.value).toBe("7");
  });

  test("CN-03 the year is the salon's: 00:30 on 1 January in Madrid is 23:30 UTC the day before", () => {
    expect(salonYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(salonYear(new Date("2026-12-31T22:30:00Z"))).toBe(2026);
  });
});
