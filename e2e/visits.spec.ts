/**
 * SS-02 in a real browser, at every width: a visitor adds a second service to the visit, is offered
 * the times where both fit back to back, books once (one reference, one email whose .ics holds
 * both), and /cita shows and cancels the visit as one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chooseDay, fillContact, openBooking, timeOptions } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

const MAIL_DIR = join(import.meta.dirname, "..", "test-results", "e2e-data", "mail");
const now = new Date("2026-12-01T08:00:00+01:00");

test(
  "SS-02 a visit of two services: times where both fit, one booking with one reference and one .ics, cancelled as one on /cita",
  { tag: "@responsive" },
  async ({ page }) => {
    // Each width books its own day in January (a Monday to a Thursday).
    const run = ({ "1280": 0, "768": 1, "360": 2, "320": 3 } as Record<string, number>)[test.info().project.name] ?? 0;
    const day = ["lunes, 18 de enero", "martes, 19 de enero", "miércoles, 20 de enero", "jueves, 21 de enero"][run];
    const email = `visita-${run}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const section = await openBooking(page, now);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await section.getByRole("button", { name: "Mes siguiente" }).click();
    await chooseDay(page, new RegExp(`^${day}`));
    const single = await timeOptions(page);

    await section.getByLabel("¿Algo más en la misma visita?").selectOption({ label: "Manicura y Pedicura (75 min)" });
    await expect(section.getByText("2. Manicura y Pedicura")).toBeVisible();
    const visit = await timeOptions(page);
    // Two hours and a quarter back to back: fewer times, all of them among the single service's.
    expect(visit.length).toBeGreaterThan(0);
    expect(visit.length).toBeLessThan(single.length);
    expect(visit.every((t) => single.includes(t))).toBe(true);

    await section.getByLabel("Hora").selectOption({ label: "10:00 AM" });
    const summary = section.getByRole("region", { name: "Resumen de tu reserva" });
    await expect(summary).toContainText("Corte y Peinado + Manicura y Pedicura");
    await expect(summary).toContainText("135 min");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, `+34 655 71${run} 000`, email);
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    const confirmed = page.getByRole("alert").filter({ hasText: "Reserva confirmada" });
    await expect(confirmed).toContainText("Corte y Peinado + Manicura y Pedicura");
    const reference = (await confirmed.locator("strong").textContent()) ?? "";

    // One email for the visit, its calendar file with both services.
    let mail = "";
    await expect
      .poll(
        () => {
          const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml")) : [];
          const mine = files
            .map((f) => readFileSync(join(MAIL_DIR, f), "utf8").replace(/=\r?\n/g, ""))
            .filter((m) => m.includes(`To: ${email}`));
          mail = mine.length === 1 ? (mine[0] ?? "") : "";
          return mine.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    const parts = [
      mail,
      ...[...mail.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
        Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"),
      ),
    ];
    const ics = parts.find((p) => p.includes("BEGIN:VCALENDAR")) ?? "";
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const link = /https?:\/\/[^\s"<>]+\/cita#[\w.-]+/.exec(parts.join("\n"))?.[0] ?? "";
    expect(link).not.toBe("");

    // /cita: both services, one reference; cancelling cancels the visit.
    await page.goto(`/cita${new URL(link).hash}`);
    await waitForHydration(page);
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText("10:00 Corte y Peinado con")).toBeVisible();
    await expect(page.getByText("11:00 Manicura y Pedicura con")).toBeVisible();
    await page.getByRole("button", { name: "Cancelar cita" }).click();
    await page.getByRole("button", { name: /Sí, cancelar/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "cancelada" })).toBeVisible();

    // Both times are free again: the same visit is offered at 10:00.
    await openBooking(page, now);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await section.getByRole("button", { name: "Mes siguiente" }).click();
    await chooseDay(page, new RegExp(`^${day}`));
    await section.getByLabel("¿Algo más en la misma visita?").selectOption({ label: "Manicura y Pedicura (75 min)" });
    expect(await timeOptions(page)).toContain("10:00 AM");
  },
);
