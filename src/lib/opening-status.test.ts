import { seedSettings } from "@/lib/settings/seed";
import { describe, expect, test } from "vitest";
import { openingStatus } from "./opening-status";

const at = (date: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return { date, minutes: h * 60 + m };
};

describe("opening status", () => {
  test.each([
    ["a weekday morning", at("2026-11-24", "10:15"), "open", "Abierto ahora · cierra a las 20:00"],
    ["the last 30 minutes", at("2026-11-24", "19:30"), "closing_soon", "Cierra pronto · cierra a las 20:00"],
    ["one minute before closing", at("2026-11-24", "19:59"), "closing_soon", "Cierra pronto · cierra a las 20:00"],
    ["at closing time", at("2026-11-24", "20:00"), "closed", "Cerrado · abre mañana a las 9:00"],
    ["before opening", at("2026-11-24", "08:30"), "closed", "Cerrado · abre hoy a las 9:00"],
    ["Saturday evening", at("2026-11-28", "18:30"), "closed", "Cerrado · abre mañana a las 10:00"],
    ["Sunday at noon", at("2026-11-29", "12:00"), "open", "Abierto ahora · cierra a las 16:00"],
    ["Sunday after closing", at("2026-11-29", "16:00"), "closed", "Cerrado · abre mañana a las 9:00"],
    ["Saturday at 17:45", at("2026-11-28", "17:45"), "closing_soon", "Cierra pronto · cierra a las 18:00"],
  ])("HM-09 %s", (_, now, state, text) => {
    expect(openingStatus(seedSettings, now)).toEqual({ state, text });
  });
});
