import { describe, expect, test } from "vitest";
import { publicHolidays } from "./holidays";

describe("public holidays of the salon's region (OW-05)", () => {
  test("OW-05 national and Comunidad de Madrid holidays of 2027, once each, in order, in Spanish", () => {
    const holidays = publicHolidays(2027);
    const dates = holidays.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    expect(holidays).toEqual(
      expect.arrayContaining([
        { date: "2027-01-01", name: "Año Nuevo" },
        { date: "2027-03-25", name: "Jueves Santo" },
        { date: "2027-03-26", name: "Viernes Santo" },
        { date: "2027-05-03", name: "Día de la Comunidad de Madrid" },
        { date: "2027-12-25", name: "Navidad" },
      ]),
    );
  });

  test("OW-05 Easter moves with the year; another region has its own days", () => {
    expect(publicHolidays(2028).find((h) => h.name === "Viernes Santo")?.date).toBe("2028-04-14");
    expect(publicHolidays(2027, "CT").some((h) => h.date === "2027-09-11")).toBe(true);
    expect(publicHolidays(2027).some((h) => h.date === "2027-09-11")).toBe(false);
  });
});
