/**
 * AP-04 in the browser (1280 and 360 px): the calendar marks a professional's fully booked day before
 * a tap, and a tap on it says so and points to the next day with times.
 */
import { randomUUID } from "node:crypto";
import { clocks, openBooking, setClocks, timeOptions } from "./booking-helpers";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";
import { signInAs } from "./staff-helpers";

/** One day per width, free of other specs, and the next day (with times). */
const DAYS: Record<string, { full: string; label: RegExp; next: string }> = {
  "1280": { full: "2026-12-15", label: /^martes, 15 de diciembre/, next: "miércoles, 16 de diciembre" },
  "360": { full: "2026-12-17", label: /^jueves, 17 de diciembre/, next: "viernes, 18 de diciembre" },
};

test("AP-04 @360 a professional's fully booked day is crossed out before a tap; tapped, it says so and offers the next day with times", async ({
  page,
}) => {
  const day = DAYS[test.info().project.name] ?? DAYS["1280"];
  if (!day) throw new Error("no day for this width");
  const now = clocks.tuesdayMorning.toISOString();
  // Every free hour of Lucía's that day is booked.
  const free = await page.request.get(`/api/availability?service=corte&staff=lucia&date=${day.full}`, {
    headers: { "X-Salon-Test-Now": now },
  });
  const times = ((await free.json()) as { slots: { time: string }[] }).slots.map((s) => s.time);
  for (const [i, time] of times.entries()) {
    const res = await page.request.post("/api/bookings", {
      headers: { "X-Salon-Test-Now": now, "Idempotency-Key": randomUUID() },
      data: {
        service: "corte",
        staff: "lucia",
        date: day.full,
        time,
        name: "Clienta Completa",
        phone: `+34 622 ${String(Date.now() % 1000).padStart(3, "0")} ${String(i).padStart(3, "0")}`,
        email: `completa-${randomUUID().slice(0, 8)}@example.com`,
        privacyAccepted: true,
        website: "",
      },
    });
    expect([201, 409]).toContain(res.status());
  }

  const section = await openBooking(page, clocks.tuesdayMorning);
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await section.getByLabel("Profesional").selectOption({ label: "Lucía Martín" });
  await section.getByRole("button", { name: "Mes siguiente" }).click();
  const full = section.getByRole("button", { name: day.label });
  await expect(full).toHaveAccessibleName(/, completo$/);
  await expect(section.getByText("Tachados: días completos, sin horas libres.")).toBeVisible();
  await full.click();
  await expect(section.getByText(/No quedan horas libres el/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await section.getByRole("button", { name: `Ver el ${day.next}` }).click();
  expect(await timeOptions(page)).toContain("10:00 AM");
  await expect(section.getByText(/No quedan horas libres el/)).toHaveCount(0);
});

test.describe("the desk", () => {
  // The sign-in page first asks whether a session is open (401 until signed in).
  test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 401/ });
  test("AP-05 the desk changes an appointment's service: the grid shows the new service with its own length", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    const res = await page.request.post("/api/staff/appointments", {
      data: {
        service: "corte",
        staff: "lucia",
        date: "2027-01-04",
        time: "10:00",
        name: "Marina Cambio",
        phone: "+34 633 120 450",
        email: "",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.getByLabel("Fecha", { exact: true }).fill("2027-01-04");
    await page
      .getByRole("article", { name: /10:00 Corte y Peinado, Marina Cambio/ })
      .getByRole("button")
      .first()
      .click();
    const details = page.getByRole("dialog", { name: "Cita de Marina Cambio" });
    await details.getByRole("button", { name: "Cambiar el servicio" }).click();
    await details.getByLabel("Nuevo servicio").selectOption({ label: "Maquillaje · 45 min · 35\u00a0€" });
    await details.getByRole("button", { name: "Cambiar servicio", exact: true }).click();
    await expect(details.getByRole("status").filter({ hasText: "Servicio cambiado a Maquillaje" })).toBeVisible();
    await expect(page.getByRole("article", { name: /10:00 Maquillaje, Marina Cambio/ }).first()).toContainText(
      "10:00–10:45",
    );
  });

  test("AP-05 the desk corrects a client's phone and email from her card; she is found by her new phone", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    const res = await page.request.post("/api/staff/appointments", {
      data: {
        service: "corte",
        staff: "lucia",
        date: "2027-01-05",
        time: "11:00",
        name: "Elisa Corrige",
        phone: "+34 633 120 451",
        email: "elisa-mal@example.com",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.getByRole("button", { name: "Clientes" }).click();
    const panel = page.getByRole("region", { name: /Clientes/ });
    await panel.getByLabel("Nombre, teléfono o email").fill("633120451");
    await panel.getByRole("button", { name: "Buscar" }).click();
    const card = panel.getByRole("article", { name: "Elisa Corrige" });
    await card.getByRole("button", { name: "Corregir los datos de Elisa Corrige" }).click();
    const form = card.getByRole("form", { name: "Datos de Elisa Corrige" });
    await form.getByLabel("Teléfono").fill("+34 633 120 452");
    await form.getByLabel("Email").fill("elisa@example.com");
    await form.getByRole("button", { name: "Guardar datos" }).click();
    const fixed = panel.getByRole("article", { name: "Elisa Corrige" });
    await expect(fixed.getByRole("link", { name: "+34 633 120 452" })).toBeVisible();
    await expect(fixed.getByRole("link", { name: "elisa@example.com" })).toBeVisible();
    await expect(panel.getByRole("status").first()).toHaveText("Datos de Elisa Corrige corregidos en 1 cita.");
  });

  test("PY-12 @360 the desk sells a bono at the counter and sees it among the codes sold, with what is left; the owner withdraws a product from sale", async ({
    page,
  }) => {
    await signInAs(page, "owner");
    const name = `Bono 4 depilaciones ${Date.now() % 100000}`;
    const created = await page.request.post("/api/staff/settings/gifts", {
      data: {
        kind: "bono",
        name,
        service: "depilacion",
        sessions: 4,
        amountCents: null,
        priceCents: 5000,
        validMonths: 6,
        design: "verde",
        active: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/gestion");
    await page.getByRole("button", { name: "Clientes" }).click();
    const panel = page.getByRole("region", { name: /Clientes/ });
    await panel.getByText("Bonos y tarjetas regalo").click();
    const sale = panel.getByRole("form", { name: "Vender un bono o tarjeta" });
    await sale.getByLabel("Bono o tarjeta").selectOption({ label: `${name} · 50\u00a0€` });
    await sale.getByLabel("Cómo paga").selectOption({ label: "Efectivo" });
    await sale.getByLabel("Quién compra").fill("Pilar Sanz");
    await sale.getByRole("button", { name: "Vender" }).click();
    await expect(panel.getByRole("status").filter({ hasText: "Vendido:" })).toContainText(name);
    await expect(panel.getByRole("list", { name: "Códigos vendidos" }).getByRole("listitem").first()).toContainText(
      /quedan 4 sesiones .*Pilar Sanz/,
    );

    // Ajustes: withdrawn from sale, it is no longer offered at the desk.
    await page.goto("/gestion/ajustes");
    await page.getByRole("button", { name: `Retirar ${name} de la venta` }).click();
    await expect(page.getByRole("button", { name: `Volver a vender ${name}` })).toBeVisible();
  });

  test("AP-05 the desk adds a client before her first appointment; her card offers her first booking with her details", async ({
    page,
  }) => {
    await signInAs(page, "reception");
    await page.getByRole("button", { name: "Clientes" }).click();
    const panel = page.getByRole("region", { name: /Clientes/ });
    await panel.getByText("Nueva clienta").click();
    const form = panel.getByRole("form", { name: "Nueva clienta" });
    await form.getByLabel("Nombre").fill("Noelia Nueva");
    await form.getByLabel("Teléfono").fill("+34 688 410 520");
    await form.getByRole("button", { name: "Añadir clienta" }).click();
    const card = panel.getByRole("article", { name: "Noelia Nueva" });
    await expect(card).toContainText("Sin citas todavía.");
    await card.getByRole("button", { name: "Nueva cita para Noelia Nueva" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva cita" });
    await expect(dialog.getByLabel("Nombre", { exact: false }).first()).toHaveValue("Noelia Nueva");
  });

  test("AP-01 the desk's card offers 'Realizada' and 'No vino' only from the appointment's start", async ({ page }) => {
    await signInAs(page, "reception");
    const res = await page.request.post("/api/staff/appointments", {
      data: {
        service: "corte",
        staff: "lucia",
        date: "2027-01-07",
        time: "10:00",
        name: "Olga Antes",
        phone: "+34 688 410 530",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const open = async (at: string) => {
      // The desk's clock (and the server's) that morning; a session of that day.
      await page.context().clearCookies();
      await setClocks(page, new Date(at));
      await signInAs(page, "reception");
      await page.getByLabel("Fecha", { exact: true }).fill("2027-01-07");
      await page
        .getByRole("article", { name: /10:00 Corte y Peinado, Olga Antes/ })
        .getByRole("button")
        .first()
        .click();
      return page.getByRole("dialog", { name: "Cita de Olga Antes" });
    };
    const before = await open("2027-01-07T09:50:00+01:00");
    await expect(before).toContainText("Podrás marcarla como realizada o no presentada desde las 10:00.");
    await expect(before.getByRole("button", { name: /^Realizada/ })).toHaveCount(0);
    await expect(before.getByRole("button", { name: /^No presentada/ })).toHaveCount(0);
    const after = await open("2027-01-07T10:05:00+01:00");
    await after.getByRole("button", { name: /^Realizada/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "realizada" }).first()).toBeVisible();
  });
});
