/**
 * RP-01 … RP-03 in a real browser: the owner's report for a period beside the previous one, its charts
 * beside their tables, each table downloadable as an Excel-safe CSV; a professional sees her own
 * numbers; reception this week's counts.
 */
import { readFileSync } from "node:fs";
import { setClocks } from "./booking-helpers";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAs } from "./staff-helpers";

const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");
// A staff page asks whether a session is open (401 before signing in).
test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 401/ });

test("RP-02 the owner's report (RP-01): the salon and each professional against the previous period, each chart beside its table, tables as CSV @360", async ({
  page,
}) => {
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/informes");
  const salon = page.getByRole("region", { name: "El salón" });
  await expect(salon.getByRole("columnheader")).toHaveText(["Cifra", "Este periodo", "Periodo anterior"]);
  await expect(salon.getByRole("rowheader")).toContainText([
    "Facturación (citas realizadas)",
    "Cobrado (señales, penalizaciones y cobros)",
    "Citas realizadas",
    "No presentadas",
  ]);
  await expect(page.getByRole("region", { name: "Por profesional" })).toContainText("Lucía Martín");
  // RP-02: each chart beside its table (drawn by uPlot, hidden from screen readers, which read the table).
  await expect(page.getByRole("region", { name: "Por profesional" }).locator("canvas").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Citas por hora del día" }).locator("canvas").first()).toBeVisible();
  await expect(page.getByRole("status")).toContainText("frente al");
  await expectNoHorizontalScroll(page);
  const download = page.waitForEvent("download");
  await salon.getByRole("button", { name: /Descargar CSV/ }).click();
  const csv = readFileSync((await (await download).path()) ?? "", "utf8");
  expect(csv.startsWith('\uFEFF"Cifra";"Este periodo";"Periodo anterior"')).toBe(true);
});

test("RP-03 a professional sees her own numbers; reception this week's counts without money", async ({ page }) => {
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "professional", "/gestion/informes");
  await expect(page.getByRole("region", { name: "Tus cifras" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Por profesional" })).toHaveCount(0);
  // A period with nothing in it says so in each table instead of showing bare headers.
  await page.getByLabel("Desde").fill("2025-01-06");
  await page.getByLabel("Hasta").fill("2025-01-12");
  await page.getByRole("button", { name: "Ver" }).click();
  await expect(page.getByRole("region", { name: "Servicios más reservados" })).toContainText(
    "Sin datos en este periodo.",
  );

  await page.context().clearCookies();
  await signInAs(page, "reception", "/gestion/informes");
  const counts = page.getByRole("region", { name: "El salón" });
  await expect(counts.getByRole("rowheader").first()).toHaveText("Citas realizadas");
  await expect(counts).not.toContainText("Facturación");
  await expect(page.getByLabel("Desde")).toHaveValue("2026-11-23");
});
