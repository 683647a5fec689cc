import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CONFIRMED, chooseDay, fillContact, openBooking, setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// Booking against the real server and its embedded database (scripts/e2e-server.mjs).
const MAIL_DIR = join(import.meta.dirname, "..", "test-results", "e2e-data", "mail");
const wednesdayMorning = new Date("2026-12-02T08:00:00+01:00");

async function choose(page: Page, service: RegExp, day: RegExp, time: string, professional?: string) {
  const section = page.locator("#reservas");
  await section.getByRole("button", { name: service }).click();
  await chooseDay(page, day);
  if (professional) await section.getByLabel("Profesional").selectOption({ label: professional });
  await section.getByLabel("Hora").selectOption({ label: time });
  await section.getByRole("button", { name: "Continuar" }).click();
  return page.getByRole("dialog", { name: "Confirma tu Reserva" });
}

test.describe("booking service", () => {
  // The browser logs the API's deliberate 4xx/5xx answers (409, a forged link's 404, a simulated outage).
  test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of (400|404|409|500|503)/ });

  test("BE-01 GET /api/health answers from the same origin as the site", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "pglite" });
  });

  test("BE-02 the widget lists the professionals for the service and offers only their free times", async ({
    page,
  }) => {
    const section = await openBooking(page, wednesdayMorning);
    await section.getByRole("button", { name: /Masaje Relajante/ }).click();
    const professional = section.getByLabel("Profesional");
    await expect(professional.locator("option")).toHaveText([
      "Sin preferencia",
      "Marta Navarro",
      "Isabel Moreno",
      "Nuria Castro",
    ]);
    await professional.selectOption({ label: "Isabel Moreno" });
    // Isabel works 9:00–15:00: a 120-minute massage fits from 9:00 to 13:00.
    await expect(section.getByLabel("Hora").locator("option:not([value=''])")).toHaveText([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
    ]);
  });

  test("BK-10 BE-05 a booking is stored, confirmed on the page and mailed with cita.ics", async ({ page }) => {
    await openBooking(page, wednesdayMorning);
    const dialog = await choose(page, /Manicura y Pedicura/, /^jueves, 3 de diciembre/, "4:00 PM", "Paula Díaz");
    await fillContact(page, "+34 611 222 333", "be05@example.com");
    await expect(dialog.getByText(/Información básica sobre protección de datos/)).toBeVisible();
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(CONFIRMED);
    await expect(alert).toContainText("Manicura y Pedicura con Paula Díaz, 16:00");
    const reference = (await alert.textContent())?.match(/AUR-[A-Z2-9]{6}/)?.[0];
    expect(reference).toBeTruthy();
    await expect(page.locator(":focus")).toContainText("Reserva confirmada");
    // The outbox worker writes the email as an .eml file (no SMTP_URL in tests).
    await expect
      .poll(
        () =>
          (existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).map((f) => readFileSync(join(MAIL_DIR, f), "utf8")) : []).find(
            (m) => m.includes("be05@example.com"),
          ),
        { timeout: 10_000 },
      )
      .toBeTruthy();
    const mail = readdirSync(MAIL_DIR)
      .map((f) => readFileSync(join(MAIL_DIR, f), "utf8"))
      .find((m) => m.includes("be05@example.com"));
    expect(mail).toContain("cita.ics");
    expect(mail).toContain(reference);
  });

  test("BE-03 a time taken in another tab: the dialog stays with the data, explains, and the times refresh", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    for (const p of [page, other]) {
      await openBooking(p, wednesdayMorning);
      await choose(p, /Corte y Peinado/, /^viernes, 4 de diciembre/, "5:00 PM", "Carmen Ruiz");
      await fillContact(p, "+34 622 333 444", `tab${p === page ? 1 : 2}@example.com`);
    }
    await other.getByRole("dialog").getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(other.getByRole("alert")).toContainText(CONFIRMED);

    const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/esa hora se acaba de reservar/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("tab1@example.com");
    await expect(page.getByText(CONFIRMED)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Elegir otra hora" }).click();
    const hora = page.locator("#reservas").getByLabel("Hora");
    await expect(hora).toHaveValue("");
    await expect(hora.locator("option", { hasText: "5:00 PM" })).toHaveCount(0);
    await expect(page.locator("#reservas").getByRole("alert")).toHaveText(/se acaba de reservar/);
    await other.close();
  });

  test("BE-09 with the API down the widget offers the BK-05 times and an honest hand-off", async ({ page }) => {
    await page.route("**/api/**", (route) => route.fulfill({ status: 503, body: "" }));
    const section = await openBooking(page, wednesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await expect(section.getByText(/no podemos confirmar reservas online/)).toBeVisible();
    await expect(section.getByLabel("Hora").locator("option:not([value=''])")).toHaveCount(11);
    await section.getByLabel("Hora").selectOption({ label: "10:00 AM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
    await fillContact(page);
    await expect(dialog.getByText("Tu cita aún no está confirmada.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Confirmar Reserva" })).toHaveCount(0);
    const whatsapp = dialog.getByRole("link", { name: /Enviar por WhatsApp/ });
    const href = decodeURIComponent((await whatsapp.getAttribute("href")) ?? "");
    expect(href).toMatch(/^https:\/\/wa\.me\/34612987654\?text=/);
    expect(href).toContain("Corte y Peinado");
    expect(href).toContain("miércoles, 2 de diciembre de 2026");
    expect(href).toContain("Ana López");
    await expect(dialog.getByRole("link", { name: /Llamar al/ })).toHaveAttribute("href", "tel:+34912345678");
    await expect(dialog.getByRole("link", { name: /Enviar por email/ })).toHaveAttribute("href", /^mailto:/);
    await expectNoAxeViolations(page);
    await expect(page.getByText(/Reserva confirmada/)).toHaveCount(0);
  });

  test("BE-09 an availability request that never answers hands over after its time limit; 'Reintentar' asks again", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    let hang = true;
    await page.route("**/api/availability**", (route) => (hang ? undefined : route.continue()));
    const section = await openBooking(page, wednesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    const hora = section.getByLabel("Hora");
    await expect(hora).toHaveAttribute("aria-busy", "true");
    // The client gives up after about 8 s: the visitor is never left with a busy, disabled select.
    await expect(section.getByText(/no podemos confirmar reservas online/)).toBeVisible({ timeout: 15_000 });
    await expect(hora).toBeEnabled();
    await expect(hora.locator("option:not([value=''])")).toHaveCount(11);
    hang = false;
    await section.getByRole("button", { name: "Reintentar" }).click();
    await expect(section.getByText(/no podemos confirmar reservas online/)).toHaveCount(0);
    await expect(hora.locator("option", { hasText: "10:00 AM" })).toHaveCount(1);
  });

  test("BE-09 a booking request that fails with 5xx keeps the dialog, says it is not confirmed, and offers hand-off", async ({
    page,
  }) => {
    await page.route("**/api/bookings", (route) => route.fulfill({ status: 500, body: "" }));
    await openBooking(page, wednesdayMorning);
    const dialog = await choose(page, /Depilación/, /^miércoles, 2 de diciembre/, "11:00 AM");
    await fillContact(page);
    await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/aún no está confirmada/);
    await expect(dialog.getByRole("link", { name: /Enviar por WhatsApp/ })).toBeVisible();
    await expect(dialog.getByLabel("Nombre completo")).toHaveValue("Ana López");
    await expect(page.getByText(/Reserva confirmada/)).toHaveCount(0);
  });

  test("BE-06 the email's link opens /cita, shows the booking and cancels it; the time is free again", async ({
    page,
    request,
  }) => {
    const now = "2026-12-02T07:00:00.000Z";
    const body = {
      service: "facial",
      date: "2026-12-07",
      time: "10:00",
      staff: "elena",
      name: "Ana <b>López</b>",
      phone: "+34 633 444 555",
      email: "cita@example.com",
      privacyAccepted: true,
      website: "",
    };
    const headers = { "Idempotency-Key": crypto.randomUUID(), "X-Salon-Test-Now": now };
    const bad = await request.post("/api/bookings", { data: body, headers });
    expect(bad.status()).toBe(400);
    const res = await request.post("/api/bookings", { data: { ...body, name: "Ana López" }, headers });
    expect(res.status()).toBe(201);
    const { manageUrl, reference } = (await res.json()) as { manageUrl: string; reference: string };
    const hash = new URL(manageUrl).hash;

    await setClocks(page, new Date(now));
    const paths: string[] = [];
    page.on("request", (r) => paths.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto(`/cita${hash}`);
    await expect(page.getByRole("heading", { name: "Tu cita", level: 1 })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText("lunes, 7 de diciembre de 2026")).toBeVisible();
    await expect(page.getByText("Elena Gómez")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancelar cita" }).click();
    await page.getByRole("button", { name: "Sí, cancelar cita" }).click();
    await expect(page.getByRole("status")).toHaveText(/Tu cita ha sido cancelada/);
    await expect(page.getByText("Cancelada", { exact: true })).toBeVisible();
    // The token never appears in a URL the server sees.
    expect(paths.some((p) => p.includes(hash.slice(1, 20)))).toBe(false);

    const again = await request.post("/api/bookings", {
      data: { ...body, name: "Otra Clienta", email: "otra@example.com" },
      headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
    });
    expect(again.status()).toBe(201);
  });

  test("BE-06 a forged link says so, and after the 24-hour limit the page offers the phone", async ({
    page,
    request,
  }) => {
    await page.goto("/cita#00000000-0000-4000-8000-000000000000.forgedforgedforgedforgedforged12");
    await expect(page.getByRole("alert")).toHaveText(/No encontramos esa cita/);

    const res = await request.post("/api/bookings", {
      data: {
        service: "corte",
        date: "2026-12-09",
        time: "12:00",
        name: "Ana López",
        phone: "+34 644 555 666",
        email: "tarde@example.com",
        privacyAccepted: true,
        website: "",
      },
      headers: { "Idempotency-Key": crypto.randomUUID(), "X-Salon-Test-Now": "2026-12-02T07:00:00.000Z" },
    });
    const { manageUrl } = (await res.json()) as { manageUrl: string };
    await setClocks(page, new Date("2026-12-09T09:00:00+01:00"));
    await page.goto(`/cita${new URL(manageUrl).hash}`);
    await expect(page.getByText(/Ya no se puede cancelar online/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "+34 912 345 678" })).toHaveAttribute(
      "href",
      "tel:+34912345678",
    );
    await expect(page.getByRole("button", { name: "Cancelar cita" })).toHaveCount(0);
  });

  test("BK-12 a chosen time that passes while the page is open is dropped with a message; the day stays", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-24T08:59:00+01:00") });
    await page.setExtraHTTPHeaders({ "X-Salon-Test-Now": "2026-11-24T07:59:00.000Z" });
    await page.goto("/#reservas");
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await section.getByRole("button", { name: /Depilación/ }).click();
    await section.getByLabel("Hora").selectOption({ label: "9:00 AM" });
    await expect(section.getByRole("region", { name: "Resumen de tu reserva" })).toContainText("9:00 AM");
    await page.clock.runFor(90_000);
    await expect(section.getByRole("alert")).toHaveText(/Esa hora ya ha pasado/);
    await expect(section.getByLabel("Hora")).toHaveValue("");
    await expect(
      section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy, seleccionado/ }),
    ).toBeVisible();
    await expect(section.getByRole("button", { name: "Continuar" })).toBeDisabled();
  });

  test("BE-08 privacy notice next to Confirm, /privacidad and /aviso-legal from the salon's data, footer links", async ({
    page,
  }) => {
    await openBooking(page, wednesdayMorning);
    const dialog = await choose(page, /Maquillaje/, /^miércoles, 2 de diciembre/, "3:00 PM");
    const notice = dialog.locator("p", { hasText: "Información básica sobre protección de datos" });
    await expect(notice).toContainText("Responsable: Aurora Beauty Salón S.L.");
    await expect(notice).toContainText("Finalidad");
    await expect(notice).toContainText("Legitimación");
    await expect(notice).toContainText("Derechos");
    await dialog.getByRole("link", { name: "política de privacidad" }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole("heading", { name: "Política de privacidad", level: 1 })).toBeVisible();
    await expect(page.getByText(/nombre, tu teléfono y tu email/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Aviso legal" }).click();
    await expect(page).toHaveURL(/\/aviso-legal$/);
    await expect(page.getByText(/NIF B00000000/)).toBeVisible();
    await expect(page.getByText(/Av\. Principal 123/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
