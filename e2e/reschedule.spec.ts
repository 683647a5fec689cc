/**
 * SS-01 in a real browser: the email's link opens /cita, 'Cambiar fecha u hora' offers the
 * service's free times in the widget's calendar, and the appointment moves (same reference); the
 * client's email carries the updated calendar entry (same UID, SEQUENCE 1). The chat explains how.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

const MAIL_DIR = join(import.meta.dirname, "..", "test-results", "e2e-data", "mail");
const now = new Date("2026-12-02T08:00:00+01:00");

test(
  "SS-01 /cita: 'Cambiar fecha u hora' moves the appointment to a free time; same reference; the email's .ics has the same UID at SEQUENCE 1",
  { tag: "@responsive" },
  async ({ page, request }) => {
    // Each viewport's run books its own client and day.
    const run = ({ "1280": 0, "768": 1, "360": 2, "320": 3 } as Record<string, number>)[test.info().project.name] ?? 0;
    const email = `cambio-${run}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await request.post("/api/bookings", {
      data: {
        service: "masaje",
        date: `2026-12-${14 + run}`,
        time: "10:00",
        name: "Lola Cambio",
        phone: `+34 644 55${run} 666`,
        email,
        privacyAccepted: true,
        website: "",
      },
      headers: { "Idempotency-Key": crypto.randomUUID(), "X-Salon-Test-Now": now.toISOString() },
    });
    expect(res.status()).toBe(201);
    const { id, manageUrl, reference } = (await res.json()) as { id: string; manageUrl: string; reference: string };

    await setClocks(page, now);
    await page.goto(`/cita${new URL(manageUrl).hash}`);
    await waitForHydration(page);
    await expect(page.getByText(reference)).toBeVisible();
    await page.getByRole("button", { name: "Cambiar fecha u hora" }).click();
    const panel = page.getByRole("region", { name: "Cambiar fecha u hora" });
    const day = `${["lunes", "martes", "miércoles", "jueves"][run]}, ${28 + run} de diciembre de 2026`;
    await panel.getByRole("button", { name: new RegExp(`^${day}`) }).click();
    const hour = panel.getByLabel("Nueva hora");
    await expect(hour.locator("option", { hasText: "12:00" })).toHaveCount(1);
    await hour.selectOption("12:00");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await panel.getByRole("button", { name: new RegExp(`^Cambiar al ${day} a las 12:00 con `) }).click();

    // The page's result line (the calendar's month caption is a status too, until the panel closes).
    await expect(page.getByRole("status").filter({ hasText: "Has cambiado tu cita" })).toHaveText(
      new RegExp(
        `^Has cambiado tu cita: ahora es el ${day} a las 12:00 con [^.]+\\. Te hemos enviado un email con el calendario actualizado\\.$`,
      ),
    );
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(day, { exact: true })).toBeVisible();

    // The update email, with the calendar entry the client's calendar replaces.
    let update = "";
    await expect
      .poll(
        () => {
          const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml")) : [];
          update =
            files
              .map((f) => readFileSync(join(MAIL_DIR, f), "utf8").replace(/=\r?\n/g, ""))
              .find((m) => m.includes(`To: ${email}`) && /Has[_ ]cambiado[_ ]tu[_ ]cita/.test(m)) ?? "";
          return update;
        },
        { timeout: 15_000 },
      )
      .not.toBe("");
    // The calendar part may be quoted-printable (read as is) or base64 (decoded).
    const parts = [
      update,
      ...[...update.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
        Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"),
      ),
    ];
    const ics = parts.find((p) => p.includes("BEGIN:VCALENDAR")) ?? "";
    expect(ics).toContain(`UID:${id}`);
    expect(ics).toMatch(/SEQUENCE:1\r?\n/);
  },
);

test(
  "SS-04 /cita: the times offered are her professional's; another only by choosing her; the result says with whom",
  { tag: "@360" },
  async ({ page, request }) => {
    const run = test.info().project.name === "360" ? 1 : 0;
    const res = await request.post("/api/bookings", {
      data: {
        service: "corte",
        staff: "lucia",
        date: `2026-12-${21 + run}`,
        time: "10:00",
        name: "Marta Sigue",
        phone: `+34 655 40${run} 777`,
        email: `sigue-${run}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        privacyAccepted: true,
        website: "",
      },
      headers: { "Idempotency-Key": crypto.randomUUID(), "X-Salon-Test-Now": now.toISOString() },
    });
    expect(res.status()).toBe(201);
    const { manageUrl } = (await res.json()) as { manageUrl: string };
    await setClocks(page, now);
    await page.goto(`/cita${new URL(manageUrl).hash}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Cambiar fecha u hora" }).click();
    const panel = page.getByRole("region", { name: "Cambiar fecha u hora" });
    await expect(panel).toContainText("Te mostramos las horas de Lucía Martín");
    const who = panel.getByLabel("Profesional");
    await expect(who.locator("option:checked")).toHaveText("Lucía Martín (como ahora)");
    const day = `${["martes", "miércoles"][run]}, ${29 + run} de diciembre de 2026`;
    await panel.getByRole("button", { name: new RegExp(`^${day}`) }).click();
    const hour = panel.getByLabel("Nueva hora");
    // Lucía works mornings: her times, none in the afternoon.
    await expect(hour.locator("option", { hasText: "11:00" })).toHaveCount(1);
    await expect(hour.locator("option", { hasText: "16:00" })).toHaveCount(0);
    await who.selectOption({ label: "Carmen Ruiz" });
    await expect(hour.locator("option", { hasText: "16:00" })).toHaveCount(1);
    await hour.selectOption("16:00");
    await panel.getByRole("button", { name: `Cambiar al ${day} a las 16:00 con Carmen Ruiz` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Has cambiado tu cita" })).toHaveText(
      `Has cambiado tu cita: ahora es el ${day} a las 16:00 con Carmen Ruiz. Te hemos enviado un email con el calendario actualizado.`,
    );
    await expectNoHorizontalScroll(page);
  },
);

test("SS-01 the chat answers 'quiero cambiar mi cita' with how to do it", async ({ page }) => {
  await setClocks(page, now);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const chat = page.getByRole("region", { name: /Chat con/ });
  await chat.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("quiero cambiar mi cita");
  await chat.getByRole("button", { name: /enviar/i }).click();
  await expect(chat.getByRole("list", { name: "Mensajes" })).toContainText("Cambiar fecha u hora", { timeout: 5000 });
});
