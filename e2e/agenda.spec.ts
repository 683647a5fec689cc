import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { CONFIRMED, chooseDay, fillContact, openBooking } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";
import { actorName, auditEntries, E2E_PASSWORD, E2E_PEOPLE, signInAs } from "./staff-helpers";

/** The agenda as the owner (all of it: holidays, exports, erasure). */
async function signIn(page: Page) {
  await signInAs(page, "owner");
  await expect(page.getByRole("button", { name: "Nueva cita", exact: true })).toBeVisible();
}

async function goToDay(page: Page, date: string) {
  await page.getByLabel("Fecha", { exact: true }).fill(date);
}

test.describe("agenda", () => {
  // A wrong passcode and a move onto taken time are deliberate 401/409 answers.
  test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of (401|409)/ });

  test(
    "ST-01 /gestion: noindex shell, sign in with email and password (AC-02), sign out",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto("/gestion");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await waitForHydration(page);
      await page.getByLabel("Email", { exact: true }).fill(E2E_PEOPLE.reception.email);
      await page.getByLabel("Contraseña", { exact: true }).fill("no-es-la-contraseña");
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await expect(page.getByText("Email o contraseña incorrectos.")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("Contraseña", { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Nueva cita", exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Salir" }).click();
      await expect(page.getByLabel("Contraseña", { exact: true })).toBeVisible();
      const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
      expect(sitemap).not.toContain("/gestion");
      await page.goto("/");
      await expect(page.getByRole("link", { name: /gestión|agenda/i })).toHaveCount(0);
    },
  );

  test("ST-08 @responsive the staff pages show no public header, footer or chat", async ({ page }) => {
    for (const path of [
      "/gestion",
      "/gestion/ajustes",
      "/gestion/personas",
      "/gestion/registro",
      "/gestion/cuenta",
      "/gestion/caja",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("link", { name: "Ver la web" }), path).toBeVisible();
      await expect(page.getByRole("button", { name: /abrir chat/i }), path).toHaveCount(0);
      await expect(page.getByRole("contentinfo"), path).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Reservar Ahora/i }), path).toHaveCount(0);
    }
    // The public pages keep theirs.
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: /abrir chat/i })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("ST-02 a booking made through the public widget shows in the day's column with phone and status", async ({
    page,
  }) => {
    await openBooking(page, new Date("2026-12-01T08:00:00+01:00"));
    const section = page.locator("#reservas");
    await section.getByRole("button", { name: /Tratamiento Facial/ }).click();
    await chooseDay(page, /^viernes, 11 de diciembre/);
    await section.getByLabel("Profesional").selectOption({ label: "Elena Gómez" });
    await section.getByLabel("Hora").selectOption({ label: "10:00 AM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, "+34 655 444 333", "agenda-web@example.com");
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(page.getByRole("alert")).toContainText(CONFIRMED);

    await page.setExtraHTTPHeaders({});
    await signIn(page);
    await goToDay(page, "2026-12-11");
    await expect(page.getByRole("heading", { name: /viernes, 11 de diciembre de 2026/i })).toBeVisible();
    const column = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Elena Gómez" }) });
    const card = column.getByRole("article", { name: /10:00 Tratamiento Facial, Ana López/ });
    await expect(card).toContainText("10:00–11:30");
    await expect(column.getByText("Libre 11:45–15:00")).toBeVisible();
    await expectNoAxeViolations(page);
    // The grid's block opens the appointment with its status and the client's phone.
    await card.getByRole("button").click();
    const details = page.getByRole("dialog", { name: "Cita de Ana López" });
    await expect(details).toContainText("Confirmada");
    await expect(details.getByRole("link", { name: "+34 655 444 333" })).toHaveAttribute("href", "tel:+34655444333");
  });

  test("ST-03 AC-05 the reception adds a phone booking, moves it (onto taken time → the 409 message), cancels it; each change is in the audit log", async ({
    page,
    request,
  }) => {
    await signInAs(page, "reception");
    await goToDay(page, "2026-12-14");
    const add = async (time: string, name: string) => {
      await page.getByRole("button", { name: "Nueva cita", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Nueva cita" });
      await dialog.getByLabel("Servicio").selectOption("corte");
      await dialog.getByLabel("Profesional").selectOption({ label: "Carmen Ruiz" });
      await dialog.getByLabel("Hora").fill(time);
      await dialog.getByLabel("Nombre").fill(name);
      await dialog.getByLabel("Teléfono").fill("600 111 222");
      await dialog.getByRole("button", { name: "Guardar cita" }).click();
      await expect(dialog).toBeHidden();
    };
    await add("16:00", "Pilar Teléfono");
    await add("18:00", "Sara Ocupa");
    const card = page.getByRole("article", { name: /16:00 Corte y Peinado, Pilar Teléfono/ });
    await expect(card).toBeVisible();

    await card.getByRole("button").click();
    await page
      .getByRole("dialog", { name: "Cita de Pilar Teléfono" })
      .getByRole("button", { name: /^Mover/ })
      .click();
    const move = page.getByRole("dialog", { name: "Mover cita" });
    await expect(move).toContainText("La clienta no tiene email: no se le avisará; llámala al 600 111 222.");
    await move.getByLabel("Nueva hora").fill("18:30");
    await move.getByRole("button", { name: "Mover cita" }).click();
    await expect(move.getByRole("alert")).toHaveText(/ya está ocupada/);
    await move.getByLabel("Nueva hora").fill("15:00");
    await move.getByRole("button", { name: "Mover cita" }).click();
    await expect(move).toBeHidden();
    const moved = page.getByRole("article", { name: /15:00 Corte y Peinado, Pilar Teléfono/ });
    await expect(moved).toBeVisible();

    await moved.getByRole("button").click();
    await page
      .getByRole("dialog", { name: "Cita de Pilar Teléfono" })
      .getByRole("button", { name: /^Cancelar/ })
      .click();
    await page
      .getByRole("dialog", { name: "¿Cancelar la cita?" })
      .getByRole("button", { name: "Cancelar cita" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "cancelada" })).toBeVisible();
    await expect(moved).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await goToDay(page, "2026-12-14");
    // Cancelled appointments leave the grid for the day's 'Canceladas' list.
    await page.getByText("Canceladas (1)").click();
    await expect(page.getByRole("article", { name: /15:00 Corte y Peinado, Pilar Teléfono/ })).toContainText(
      "Cancelada",
    );

    // AC-05: who did each of it, with the before and after.
    const mine = (await auditEntries(request, "?kind=agenda")).filter((e) => e.actorName === actorName("reception"));
    const created = mine.find(
      (e) => e.summary.startsWith("Cita nueva") && JSON.stringify(e.changes).includes("Pilar Teléfono"),
    );
    const reference = created?.summary.replace("Cita nueva ", "") ?? "missing";
    expect(mine.map((e) => e.summary)).toEqual(
      expect.arrayContaining([`Cita nueva ${reference}`, `Cita ${reference} movida`, `Cita ${reference}: cancelada`]),
    );
  });

  test("ST-04 CSV export downloads the range with Spanish accents intact", async ({ page }) => {
    await signIn(page);
    await goToDay(page, "2026-12-14");
    await page.getByRole("button", { name: "Nueva cita", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva cita" });
    await dialog.getByLabel("Servicio").selectOption("depilacion");
    await dialog.getByLabel("Hora").fill("10:00");
    await dialog.getByLabel("Nombre").fill("Begoña Núñez");
    await dialog.getByLabel("Teléfono").fill("600 333 444");
    await dialog.getByRole("button", { name: "Guardar cita" }).click();
    await expect(dialog).toBeHidden();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Exportar CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("citas-2026-12-14_2027-01-13.csv");
    const bytes = readFileSync((await download.path()) ?? "");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toContain('"Begoña Núñez"');
  });

  test("OW-05 AC-05 the owner closes the salon on a year's public holidays in one step, each one editable", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await goToDay(page, "2027-06-01");
    await page.getByRole("button", { name: "Festivos" }).click();
    const panel = page.getByRole("region", { name: "Festivos del año" });
    await expect(panel.getByLabel("Año")).toHaveValue("2028");
    await panel.getByRole("button", { name: "Ver festivos" }).click();
    const list = panel.getByRole("list", { name: "Festivos de 2028" });
    const row = (day: RegExp) => list.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: day }) });
    await row(/1 de enero de 2028/)
      .getByRole("checkbox")
      .uncheck();
    await expect(row(/6 de enero de 2028/).getByRole("textbox", { name: "Festivo" })).toHaveValue(
      "Día de los Reyes Magos",
    );
    await row(/6 de enero de 2028/)
      .getByRole("textbox", { name: "Festivo" })
      .fill("Reyes: cerrado");
    const count = await list.getByRole("checkbox", { checked: true }).count();
    expect(count).toBeGreaterThan(8);
    await panel.getByRole("button", { name: `Cerrar el salón ${count} días` }).click();
    await expect(panel.getByRole("status")).toHaveText(`Salón cerrado ${count} días festivos.`);
    await expectNoAxeViolations(page);

    await goToDay(page, "2028-01-06");
    await expect(page.getByText(/Bloqueado 00:00–24:00 · todo el salón · Reyes: cerrado/).first()).toBeVisible();
    await goToDay(page, "2028-01-01");
    await expect(page.getByRole("heading", { level: 2, name: /sábado, 1 de enero de 2028/ })).toBeVisible();
    await expect(page.getByText(/todo el salón/)).toHaveCount(0);

    // Asked again, the closed days say so and are not offered twice.
    await panel.getByRole("button", { name: "Ver festivos" }).click();
    await expect(list.getByText("Ya cerrado")).toHaveCount(count);

    // AC-05: the closures are in the audit log, by the owner.
    const closures = (await auditEntries(request, "?kind=agenda")).filter((e) =>
      JSON.stringify(e.changes).includes("Reyes: cerrado"),
    );
    expect(closures).toHaveLength(1);
    expect(closures[0]?.actorName).toBe(actorName("owner"));
    expect(closures[0]?.summary).toMatch(/^Cierre del salón .* añadido \(y \d+ cambios más\)$/);
  });
});
