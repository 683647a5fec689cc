/**
 * PY-01, PY-02 in a real browser, on a server of its own pointed at a local Stripe stand-in
 * (server/test/stripe-stub.ts): the owner asks a 10 € deposit for a haircut; a visitor reads the
 * policy, pays on the stand-in's hosted page (another origin, as Stripe Checkout is) and comes back to
 * /cita with the booking confirmed and the deposit paid.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startStripeStub, stripeEnv, type StripeStub } from "../server/test/stripe-stub.ts";
import { CONFIRMED, chooseDay, fillContact, openBooking, setClocks } from "./booking-helpers";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { signInAs } from "./staff-helpers";

const PORT = 4183;
/** Stripe's hosted page, on an origin of its own. */
const STRIPE_PORT = 4193;
const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");
let stub: StripeStub | undefined;

const { dataDir } = onOwnServer(PORT, "payments", async () => {
  stub = await startStripeStub(STRIPE_PORT);
  stub.webhook = { url: `http://127.0.0.1:${PORT}/api/webhooks/stripe`, now: () => tuesdayMorning };
  // The worker (holds, refunds) follows the requests' test clock.
  return {
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    OUTBOX_TEST_CLOCK: "requests",
    WAITLIST_INTERVAL_MS: "500",
    ...stripeEnv(stub),
  };
});
test.use({ allowedOrigins: [`http://127.0.0.1:${STRIPE_PORT}`] });
test.afterAll(async () => {
  await stub?.close();
});

test("PY-01 PY-02 PY-11 PY-12 the owner asks a deposit; the visitor pays it on Stripe's page and /cita shows it, how she paid and what is left; the desk records the rest and voids a mistaken payment (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/ajustes");
  await page.getByText("Corte y Peinado · 25€ · 60 min").click();
  const form = page.locator("details", { hasText: "Corte y Peinado · 25€" });
  await form.getByLabel("Al reservar online se paga").selectOption({ label: "Una señal fija (€)" });
  await form.getByLabel("Señal (€)").fill("10");
  await expect(form.getByText(/La clienta leerá: «Para reservar pagas ahora una señal de 10\s€/)).toBeVisible();
  await form.getByRole("button", { name: "Guardar Corte y Peinado" }).click();
  await expect(page.getByText("Servicio «Corte y Peinado» guardado.")).toBeVisible();

  for (const [i, width] of [360, 1280].entries()) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("about:blank");
    const section = await openBooking(page, tuesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await chooseDay(page, /^jueves, 26 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: i === 0 ? "10:00 AM" : "11:00 AM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, `+34 605 450 29${i}`, `senal${i}@example.com`);
    await expect(dialog).toContainText(/Señal al reservar\. Para reservar pagas ahora una señal de 10\s€/);
    await expect(dialog).toContainText("Si cancelas hasta 24 horas antes");
    await expectNoHorizontalScroll(page);
    await dialog.getByRole("button", { name: "Confirmar y pagar la señal" }).click();

    // Stripe's hosted page (the stand-in, on another origin).
    await expect(page.getByRole("heading", { name: "Pago seguro (Stripe de prueba)" })).toBeVisible();
    await expect(page.getByText("Importe: 10.00 €")).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();

    // Back on the salon's /cita: confirmed, the deposit paid, the policy she accepted.
    await expect(page).toHaveURL(/\/cita\?pago=ok#/);
    await expect(page.getByText("Señal pagada")).toBeVisible();
    // PY-11: how she paid, as Stripe's charge says.
    await expect(page.getByText(/^10\s€ \(con tarjeta\)$/)).toBeVisible();
    // PY-11: what is left to pay at the salon.
    await expect(page.getByText("Pagas en el salón")).toBeVisible();
    await expect(page.getByText(/^15\s€$/)).toBeVisible();
    await expect(page.getByText("Confirmada", { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }

  // The desk sees what was paid, and records the rest.
  await page.context().clearCookies();
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-11-26");
  await page
    .getByRole("article", { name: /11:00 Corte y Peinado/ })
    .getByRole("button")
    .first()
    .click();
  const details = page.getByRole("dialog", { name: /^Cita de / });
  await expect(details.getByRole("region", { name: "Cobro" })).toContainText(/Señal: 10\s€ · Señal online \(Stripe\)/);
  await details.getByLabel("Cómo ha pagado").selectOption({ label: "Bizum" });
  await expect(details.getByLabel("Importe (€)")).toHaveValue("15");
  await details.getByRole("button", { name: "Registrar cobro" }).click();
  const money = details.getByRole("region", { name: "Cobro" });
  await expect(money).toContainText(/Cobro: 15\s€ · Bizum/);
  await expect(money).toContainText("Cobrada entera.");
  // PY-12: a payment recorded by mistake is voided with its reason; the visit owes it again.
  await money.getByRole("button", { name: /Anular el cobro de 15\s€ \(Bizum\)/ }).click();
  await money.getByLabel("Motivo de la anulación").fill("Era de otra clienta");
  await money.getByRole("button", { name: "Anular cobro" }).click();
  await expect(money).toContainText(/Anulado: 15\s€ · Bizum — Era de otra clienta/);
  await expect(money).toContainText(/Falta por cobrar: 15\s€ de 25\s€\./);
  await expect(money.getByRole("button", { name: /Anular el cobro/ })).toHaveCount(0);
});

test("PY-09 back from Stripe without paying: /cita and the desk's grid show 'Pendiente de señal (hasta 08:15)', and 'Pagar la señal' opens the page again (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The haircut's 10 € deposit is the first test's (this file runs in order).
  const desk = await page.context().newPage();
  await setClocks(desk, tuesdayMorning);
  await signInAs(desk, "reception");
  for (const [i, width] of [360, 1280].entries()) {
    const time = i === 0 ? "12:00" : "13:00";
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("about:blank");
    const section = await openBooking(page, tuesdayMorning);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await section.getByLabel("Profesional").selectOption({ label: "Lucía Martín" });
    await chooseDay(page, /^jueves, 26 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: i === 0 ? "12:00 PM" : "1:00 PM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    const dialog = await fillContact(page, `+34 605 450 31${i}`, `vuelve${i}@example.com`);
    await dialog.getByRole("button", { name: "Confirmar y pagar la señal" }).click();
    await expect(page.getByRole("heading", { name: "Pago seguro (Stripe de prueba)" })).toBeVisible();
    await page.getByRole("link", { name: "Volver sin pagar" }).click();

    // /cita: her time is held, she is told until when, and can pay from here.
    await expect(page).toHaveURL(/\/cita\?pago=cancelado#/);
    await expect(page.getByText("Pendiente de señal (hasta 08:15)")).toBeVisible();
    await expect(page.getByText(/No se ha completado el pago\. Tu hora está guardada hasta las 08:15/)).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The desk's grid shows the hold, not a confirmed appointment.
    await desk.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await desk.reload();
    await desk.getByLabel("Fecha", { exact: true }).fill("2026-11-26");
    if (width === 360) await desk.getByLabel("Ver la agenda de").selectOption({ label: "Lucía Martín" });
    const held = desk.getByRole("article", { name: new RegExp(`${time} Corte y Peinado, Ana López`) });
    await expect(held).toContainText("Pendiente de señal (hasta 08:15)");

    await page.getByRole("button", { name: "Pagar la señal" }).click();
    await expect(page.getByText("Importe: 10.00 €")).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL(/\/cita\?pago=ok#/);
    await expect(page.getByText("Confirmada", { exact: true })).toBeVisible();
    await expect(page.getByText("Pagar la señal")).toHaveCount(0);
    await expect(page.getByText("Pagas en el salón")).toBeVisible();
  }
  await desk.close();
});

test("PY-03 a card kept on file: she saves it on Stripe's page with nothing charged; after a no-show the desk charges the fee with one confirmation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.context().clearCookies();
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/ajustes");
  await page.getByText("Maquillaje · 35€ · 45 min").click();
  const form = page.locator("details", { hasText: "Maquillaje · 35€" });
  await form
    .getByLabel("Al reservar online se paga")
    .selectOption({ label: "Guardar la tarjeta: penalización si no viene o cancela tarde" });
  await form.getByLabel("Penalización (€)").fill("15");
  await form.getByLabel("Aviso para cancelar sin penalización (horas)").fill("48");
  await form.getByRole("button", { name: "Guardar Maquillaje" }).click();
  await expect(page.getByText("Servicio «Maquillaje» guardado.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto("about:blank");
  const section = await openBooking(page, tuesdayMorning);
  await section.getByRole("button", { name: /Maquillaje/ }).click();
  await section.getByLabel("Profesional").selectOption({ label: "Paula Díaz" });
  await chooseDay(page, /^jueves, 26 de noviembre/);
  await section.getByLabel("Hora").selectOption({ label: "4:00 PM" });
  await section.getByRole("button", { name: "Continuar" }).click();
  const dialog = await fillContact(page, "+34 605 450 299", "tarjeta@example.com");
  await expect(dialog).toContainText(
    "Tarjeta en garantía. Para reservar guardamos tu tarjeta en Stripe; no te cobramos nada ahora.",
  );
  await expect(dialog).toContainText(/con menos de 48 horas de antelación, el salón puede cobrarte 15\s€/);
  await dialog.getByRole("button", { name: "Confirmar y guardar la tarjeta" }).click();
  await expect(page.getByText("Guardar tarjeta: no se cobra nada ahora.")).toBeVisible();
  await page.getByRole("button", { name: "Guardar tarjeta" }).click();
  await expect(page).toHaveURL(/\/cita\?pago=ok#/);
  await expect(page.getByText("Confirmada", { exact: true })).toBeVisible();
  await expect(page.getByText(/guardamos tu tarjeta en Stripe/)).toBeVisible();

  // She does not come. That evening the desk marks it and charges the fee.
  const thursdayEvening = new Date("2026-11-26T18:00:00+01:00");
  await setClocks(page, thursdayEvening);
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-11-26");
  const card = page.getByRole("article", { name: /16:00 Maquillaje, Ana López/ });
  await card.getByRole("button").first().click();
  const details = page.getByRole("dialog", { name: "Cita de Ana López" });
  await details.getByRole("button", { name: /^No presentada: / }).click();
  await page.getByRole("button", { name: "Marcar no presentada" }).click();
  await expect(page.getByText("Cita de Ana López marcada como no presentada.")).toBeVisible();
  await page
    .getByRole("article", { name: /16:00 Maquillaje, Ana López/ })
    .getByRole("button")
    .first()
    .click();
  const again = page.getByRole("dialog", { name: "Cita de Ana López" });
  await again.getByRole("button", { name: /Cobrar la penalización \(15\s€\)/ }).click();
  await expect(again).toContainText(/¿Cobrar 15\s€ de la tarjeta guardada de Ana López\?/);
  await again.getByRole("button", { name: "Sí, cobrar" }).click();
  await expect(again.getByRole("status").filter({ hasText: "Penalización cobrada" })).toContainText(/15\s€/);
  await expect(again.getByRole("region", { name: "Cobro" })).toContainText(
    /Penalización: 15\s€ · Señal online \(Stripe\)/,
  );
  await expect(again.getByRole("button", { name: /Cobrar la penalización/ })).toHaveCount(0);
});

test("PY-04 PY-08 PY-11 a gift card: the owner puts it on sale, a visitor buys it on Stripe's page, the code arrives by email, pays a booking and its printable card shows what is left", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.context().clearCookies();
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/ajustes");
  const sale = page.getByRole("form", { name: "Añadir un bono o tarjeta regalo" });
  await sale.getByLabel("Tipo").selectOption({ label: "Tarjeta regalo" });
  await sale.getByLabel("Nombre").fill("Tarjeta regalo 30 €");
  await sale.getByLabel("Valor (€)").fill("30");
  await sale.getByLabel("Precio de venta (€)").fill("30");
  await sale.getByRole("button", { name: "Añadir a la venta" }).click();
  await expect(page.getByText("«Tarjeta regalo 30 €» a la venta en /regalos.")).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/regalos");
  await page.getByRole("button", { name: "Comprar Tarjeta regalo 30 €" }).click();
  const buy = page.getByRole("form", { name: "Comprar Tarjeta regalo 30 €" });
  await buy.getByLabel("Tu nombre").fill("Marta Ruiz");
  await buy.getByLabel("Tu email (te enviamos el código)").fill("marta-regalo@example.com");
  await buy.getByLabel("Para (opcional)").fill("Lola Ruiz");
  await buy.getByLabel("Dedicatoria (opcional)").fill("¡Feliz cumpleaños!");
  await buy.getByRole("button", { name: /Pagar 30\s€/ }).click();
  await expect(page.getByText("Importe: 30.00 €")).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page.getByRole("status")).toContainText("¡Gracias! Te hemos enviado el código por email");

  // Her email, with the code.
  const mailDir = join(dataDir, "mail");
  const codeFromMail = () => {
    const mails = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), "utf8")) : [];
    // The link to her card names the code (the text part is quoted-printable).
    return /regalos#(REGALO-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(
      mails.find((m) => m.includes("marta-regalo@example.com")) ?? "",
    )?.[1];
  };
  await expect.poll(codeFromMail, { timeout: 15_000 }).toBeTruthy();
  const code = codeFromMail() ?? "";

  await page.goto(`/regalos#${code}`);
  const card = page.getByRole("article", { name: "Tarjeta regalo 30 € para imprimir" });
  await expect(card).toContainText("Para Lola Ruiz");
  await expect(card).toContainText(/Saldo: 30\s€/);

  // It pays a haircut in the widget: no deposit is asked, the booking is confirmed.
  const section = await openBooking(page, tuesdayMorning);
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await chooseDay(page, /^viernes, 27 de noviembre/);
  await section.getByLabel("Hora").selectOption({ label: "12:00 PM" });
  await section.getByRole("button", { name: "Continuar" }).click();
  const dialog = await fillContact(page, "+34 605 450 277", "lola@example.com");
  await dialog.getByLabel(/¿Tienes un bono o tarjeta regalo\?/).fill(code.toLowerCase());
  // PY-11: before she books, the dialog says what the card pays and what is left on it; it covers
  // the 10 € deposit, so none is asked (PY-09).
  await expect(dialog).toContainText(
    /Tu tarjeta regalo paga 25\s€ \(te quedarán 5\s€ en ella\)\. No pagas nada en el salón\./,
  );
  await expect(dialog.getByText("Señal al reservar.")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
  await expect(page.getByRole("alert")).toContainText(CONFIRMED);

  await page.goto(`/regalos#${code}`);
  await expect(page.getByRole("article", { name: "Tarjeta regalo 30 € para imprimir" })).toContainText(/Saldo: 5\s€/);

  // PY-08: she cancels on /cita (days ahead: within the policy); the card gets its 25 € back.
  const manageLink = () => {
    const mails = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), "utf8")) : [];
    const decoded = (mails.find((m) => m.includes("lola@example.com") && m.includes("/cita#")) ?? "")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /\/cita#([A-Za-z0-9._-]+)/.exec(decoded)?.[1];
  };
  await expect.poll(manageLink, { timeout: 15_000 }).toBeTruthy();
  await page.goto(`/cita#${manageLink() ?? ""}`);
  await expect(page.getByText(new RegExp(`Pagado con tarjeta regalo ${code}`))).toBeVisible();
  await page.getByRole("button", { name: "Cancelar cita" }).click();
  await page.getByRole("button", { name: "Sí, cancelar cita" }).click();
  await expect(page.getByText("Tu cita ha sido cancelada.", { exact: false })).toBeVisible();
  await page.goto(`/regalos#${code}`);
  await expect(page.getByRole("article", { name: "Tarjeta regalo 30 € para imprimir" })).toContainText(/Saldo: 30\s€/);
});
