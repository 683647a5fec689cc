/**
 * TK-01, TK-02, TK-04 in a real browser, on a server of its own (the salon's legal data and products
 * change): the owner writes the legal data and adds a product; reception opens a visit of two
 * services from the agenda, 'Cobrar con ticket', adds the product, a 10% discount, pays part by card
 * and part in cash, reads the change, and gets the 80 mm ticket with its QR tributario to print.
 */
import { randomUUID } from "node:crypto";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { signInAs } from "./staff-helpers";

const PORT = 4185;
onOwnServer(PORT, "checkout");
const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");

test("TK-01 TK-02 TK-04 TK-07 the desk closes a two-service visit with a product, a discount and a split payment, prints its 80 mm ticket with the QR tributario (360 and 1280 px), and closes the day's cash", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/ajustes#legal");
  const legal = page.locator("#legal");
  await legal.getByLabel("Nombre o razón social").fill("Aurora Belleza S.L.");
  await legal.getByLabel("NIF").fill("B12345674");
  await legal.getByRole("button", { name: "Guardar datos legales" }).click();
  await expect(legal.getByText(/Datos legales guardados/)).toBeVisible();

  await page.goto("/gestion/caja");
  const products = page.getByRole("region", { name: "Productos" });
  await products.getByLabel("Nombre del producto").fill("Champú reparador");
  await products.getByLabel("Precio (€)").fill("12,50");
  await products.getByLabel("Unidades").fill("5");
  await products.getByRole("button", { name: "Añadir" }).click();
  await expect(products.getByText(/^Champú reparador · 12,50\s€ · IVA 21 % · quedan 5$/)).toBeVisible();

  // Two visits of two services on Thursday, one for each width.
  for (const time of ["10:00", "13:00"]) {
    const res = await page.request.post("/api/bookings", {
      headers: { "X-Salon-Test-Now": tuesdayMorning.toISOString(), "Idempotency-Key": randomUUID() },
      data: {
        service: "corte",
        staff: "lucia",
        date: "2026-11-26",
        time,
        extras: [{ service: "manicura" }],
        name: "Lola Ruiz",
        phone: `+34 611 22${time.slice(0, 2)} 44`,
        email: `lola-${time.slice(0, 2)}@example.com`,
        privacyAccepted: true,
        website: "",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.context().clearCookies();
  for (const [i, width] of [360, 1280].entries()) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await signInAs(page, "reception");
    await page.getByLabel("Fecha", { exact: true }).fill("2026-11-26");
    if (width === 360) await page.getByLabel("Ver la agenda de").selectOption({ label: "Lucía Martín" });
    await page
      .getByRole("article", { name: new RegExp(`${i === 0 ? "10:00" : "13:00"} Corte y Peinado`) })
      .getByRole("button")
      .first()
      .click();
    const details = page.getByRole("dialog", { name: /^Cita de Lola Ruiz/ });
    await details.getByRole("link", { name: "Cobrar con ticket" }).click();

    const form = page.getByRole("form", { name: "Cobrar" });
    await expect(form.getByText(/Corte y Peinado · IVA 21 %/)).toBeVisible();
    await expect(form.getByText(/Manicura y Pedicura · IVA 21 %/)).toBeVisible();
    await expect(form.getByLabel("Producto")).toHaveValue(/.+/);
    await form.getByRole("button", { name: "Añadir producto" }).click();
    await form.getByLabel("Tipo de descuento").selectOption({ label: "Porcentaje (%)" });
    await form.getByLabel("Descuento (%)").fill("10");
    // 45 € + 12,50 € = 57,50 €, less 10%: 51,75 €.
    await expect(form.getByRole("button", { name: /^Cobrar 51,75\s€$/ })).toBeVisible();
    await form.getByLabel("Forma de pago 1", { exact: true }).selectOption({ label: "Tarjeta (datáfono)" });
    await form.getByLabel("Importe 1 (€)", { exact: true }).fill("30");
    await form.getByRole("button", { name: "Añadir otra forma de pago" }).click();
    await form.getByLabel("Forma de pago 2", { exact: true }).selectOption({ label: "Efectivo" });
    await form.getByLabel("Importe 2 (€)", { exact: true }).fill("20");
    await expect(form.getByText(/^Faltan 1,75\s€\.$/)).toBeVisible();
    await form.getByLabel("Importe 2 (€)", { exact: true }).fill("25");
    await expect(form.getByText(/^Cambio: 3,25\s€$/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: /^Cobrar 51,75\s€$/ }).click();

    const number = `T2026-00000${i + 1}`;
    await expect(page.getByRole("status").filter({ hasText: `Cobrado. Ticket ${number}.` })).toBeVisible();
    await expect(page).toHaveURL(/\/gestion\/caja\?ticket=/);
    const ticket = page.getByRole("article", { name: `Factura simplificada ${number}` });
    await expect(ticket).toContainText("QR tributario:");
    await expect(ticket).toContainText("VERI*FACTU");
    await expect(ticket).toContainText("Aurora Belleza S.L.");
    await expect(ticket).toContainText("NIF B12345674");
    await expect(ticket).toContainText(/Total\s*51,75\s€/);
    await expect(ticket).toContainText("IVA incluido");
    await expect(ticket).toContainText(/21 %\s*42,77\s€\s*8,98\s€/);
    await expect(ticket).toContainText(/Cambio\s*3,25\s€/);
    const qr = ticket.getByRole("img", { name: `Código QR tributario para comprobar el ticket ${number} en la AEAT` });
    // 40 mm with its quiet zone (the symbol itself between 30 and 40 mm), whatever the screen.
    const box = await qr.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round((40 * 96) / 25.4));
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // Printed: only the ticket, on its 80 mm page (checked by eye in test-results).
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Gestión" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimir ticket" })).toBeHidden();
    await ticket.screenshot({ path: test.info().outputPath(`ticket-${width}.png`) });
    await page.emulateMedia({ media: "screen" });

    // A reload shows the ticket, never a second sale; the visit's 'Cobrar' points to it.
    await page.reload();
    await expect(page.getByRole("article", { name: `Factura simplificada ${number}` })).toBeVisible();
    await page.context().clearCookies();
  }

  // TK-07: that evening the desk closes the day's cash: 2 × (25 € in cash less 3,25 € change) and 2 × 30 € by card.
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "reception", "/gestion/caja");
  const cashUp = page.getByRole("region", { name: "Cierre de caja" });
  await expect(cashUp.getByRole("row", { name: /Efectivo\s+2\s+43,50\s€/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(cashUp.getByRole("row", { name: /Tarjeta \(datáfono\)\s+2\s+60\s€/ })).toBeVisible();
  await expect(cashUp).toContainText(/Tickets: 2 · 103,50\s€/);
  await cashUp.getByLabel("Fondo de caja (€)").fill("100");
  await cashUp.getByLabel("Efectivo contado (€)").fill("143");
  await expect(cashUp).toContainText(/Efectivo esperado: 143,50\s€ · Diferencia: -0,50\s€/);
  await cashUp.getByRole("button", { name: "Cerrar la caja" }).click();
  const closed = cashUp.getByRole("definition").filter({ hasText: /-0,50\s€/ });
  await expect(closed).toBeVisible();
  await expect(cashUp).toContainText("Cerrada por");
  await expectNoAxeViolations(page);
});

test("TK-02 TK-05 TK-08 a walk-in sale cancelled by mistake, another given back with its corrective invoice (R5); the owner is told what waits to be sent to the AEAT, and reads the system's declaración responsable", async ({
  page,
}) => {
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "reception", "/gestion/caja");
  const sell = async () => {
    const form = page.getByRole("form", { name: "Cobrar" });
    await form.getByRole("button", { name: "Añadir producto" }).click();
    await form.getByLabel("Forma de pago 1", { exact: true }).selectOption({ label: "Bizum" });
    await form.getByRole("button", { name: /^Cobrar 12,50\s€$/ }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Cobrado\. Ticket T2026-\d{6}\.$/ })).toBeVisible();
  };
  await sell();
  await page.getByRole("button", { name: "Anular (hecho por error)" }).click();
  await page.getByLabel("Por qué se anula").fill("Cobrado dos veces");
  await page.getByRole("button", { name: "Anular el ticket" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ticket anulado: Cobrado dos veces." })).toBeVisible();

  await page.goto("/gestion/caja");
  await sell();
  const number = (
    await page
      .getByRole("status")
      .filter({ hasText: /^Cobrado/ })
      .textContent()
  )?.match(/T2026-\d{6}/)?.[0];
  await page.getByRole("button", { name: "Devolver la venta" }).click();
  await page.getByLabel("Se devuelve con").selectOption({ label: "Bizum" });
  await page.getByLabel("Por qué se devuelve").fill("No era su tono");
  await page.getByRole("button", { name: "Hacer la devolución" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Devolución hecha: R2026-000001." })).toBeVisible();
  const r5 = page.getByRole("article", { name: "Factura rectificativa de factura simplificada R2026-000001" });
  await expect(r5).toContainText(`Rectifica el ticket ${number}`);
  await expect(r5).toContainText(/Total\s*-12,50\s€/);
  await expect(r5).toContainText("QR tributario:");
  await expectNoAxeViolations(page);

  // She asks for a full invoice with her company's NIF instead of the ticket (F3).
  await page.goto("/gestion/caja");
  await sell();
  await page.getByRole("button", { name: "Factura completa (con NIF)" }).click();
  await page.getByLabel("Nombre o razón social").fill("Estética Ruiz S.L.");
  await page.getByLabel("NIF").fill("B12345674");
  await page.getByLabel("Dirección").fill("Calle Luna 3, 28004 Madrid");
  await page.getByRole("button", { name: "Hacer la factura completa" }).click();
  const f3 = page.getByRole("article", { name: "Factura en sustitución de factura simplificada F2026-000001" });
  await expect(f3).toContainText("Cliente: Estética Ruiz S.L. · NIF B12345674");
  await expect(f3).toContainText(/Sustituye al ticket T2026-\d{6}/);

  // TK-05: with no certificate the owner is told on every page what waits and what to do.
  await page.context().clearCookies();
  await signInAs(page, "owner", "/gestion");
  const reminder = page.getByRole("complementary", { name: "Envío a la AEAT pendiente" });
  await expect(reminder).toContainText(/Hay \d+ registros de facturación pendientes de envío a la AEAT\./);
  await reminder.getByRole("link", { name: "Ir a Caja" }).click();
  const sending = page.getByRole("region", { name: "Envío a la AEAT (VERI*FACTU)" });
  await expect(sending).toContainText(/Pendientes de envío: \d+/);
  await expect(sending.getByLabel("Certificado (.p12 o .pfx)")).toBeVisible();
  await expect(page.getByText(/Declaración responsable del sistema de facturación/)).toBeVisible();
  await expectNoAxeViolations(page);
});
