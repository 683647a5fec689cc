/**
 * MS-01 … MS-03 in a real browser, on a server of its own pointed at local stand-ins of the WhatsApp
 * Cloud API and Twilio (server/test/provider-stubs.ts): a visitor books with the WhatsApp box ticked,
 * the day before the stand-in receives the reminder with its three buttons, a 'Confirmar' signed the
 * way Meta signs arrives, and the reception's grid shows the appointment confirmed by the client.
 */
import {
  metaSignature,
  type ProviderStub,
  startProviderStub,
  stubEnv,
  WA,
  whatsAppWebhook,
} from "../server/test/provider-stubs.ts";
import { chooseDay, CONFIRMED, fillContact, openBooking, setClocks } from "./booking-helpers";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { signInAs } from "./staff-helpers";

const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");
let stub: ProviderStub | undefined;

onOwnServer(4182, "messages", async () => {
  stub = await startProviderStub();
  return {
    OUTBOX_TEST_CLOCK: "requests",
    OUTBOX_INTERVAL_MS: "200",
    PUBLIC_URL: "http://127.0.0.1:4182",
    ...stubEnv(stub),
  };
});
test.afterAll(async () => {
  await stub?.close();
});

test("MS-01 MS-02 MS-03 booked with WhatsApp reminders: the reminder leaves with its buttons, a signed 'Confirmar' comes back, the grid shows her confirmed (360 and 1280 px)", async ({
  page,
}) => {
  const section = await openBooking(page, tuesdayMorning);
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await chooseDay(page, /^jueves, 26 de noviembre/);
  await section.getByLabel("Hora").selectOption({ label: "10:00 AM" });
  await section.getByRole("button", { name: "Continuar" }).click();
  const dialog = await fillContact(page, "+34 605 450 285", "rocio@example.com");
  const consent = dialog.getByRole("checkbox", { name: /Recibir el recordatorio por WhatsApp/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await dialog.getByRole("button", { name: "Confirmar Reserva" }).click();
  await expect(page.getByRole("alert")).toContainText(CONFIRMED);

  // The day before, at 10:30: the reminder leaves for the stand-in as an approved template.
  const dayBefore = new Date("2026-11-25T10:30:00+01:00");
  await setClocks(page, dayBefore);
  await page.request.get("/api/health", { headers: { "X-Salon-Test-Now": dayBefore.toISOString() } });
  const reminders = () => (stub?.requests ?? []).filter((r) => r.path === `/${WA.phoneNumberId}/messages`);
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(1);
  const sent = JSON.parse(reminders()[0]?.body ?? "{}") as {
    to: string;
    template: { name: string; components: { type: string; parameters: { payload?: string }[] }[] };
  };
  expect(sent.to).toBe("34605450285");
  const payloads = sent.template.components.filter((c) => c.type === "button").map((c) => c.parameters[0]?.payload);
  expect(payloads).toHaveLength(3);
  const confirm = payloads.find((p) => p?.startsWith("confirm:")) ?? "";

  // She taps 'Confirmar': Meta posts it, signed with the app secret.
  const body = whatsAppWebhook({
    messages: [
      {
        from: "34605450285",
        id: "wamid.E2E-IN-1",
        timestamp: "1764063000",
        type: "button",
        button: { payload: confirm, text: "Confirmar" },
      },
    ],
  });
  const forged = await page.request.post("/api/webhooks/whatsapp", {
    data: body,
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": metaSignature(body, "guessed") },
  });
  expect(forged.status()).toBe(403);
  const signed = await page.request.post("/api/webhooks/whatsapp", {
    data: body,
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": metaSignature(body) },
  });
  expect(signed.status()).toBe(200);
  // Her thanks goes back on WhatsApp, as text inside the conversation.
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(2);
  expect(JSON.parse(reminders()[1]?.body ?? "{}")).toMatchObject({ type: "text", to: "34605450285" });
  // Then she writes something that is not an answer: it is kept for the salon.
  const question = whatsAppWebhook({
    messages: [
      {
        from: "34605450285",
        id: "wamid.E2E-IN-2",
        timestamp: "1764063100",
        type: "text",
        text: { body: "¿Puedo llevar a mi hija?" },
      },
    ],
  });
  const asked = await page.request.post("/api/webhooks/whatsapp", {
    data: question,
    headers: { "Content-Type": "application/json", "X-Hub-Signature-256": metaSignature(question) },
  });
  expect(asked.status()).toBe(200);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await signInAs(page, "reception");
    await page.getByLabel("Fecha", { exact: true }).fill("2026-11-26");
    if (width === 360) await page.getByLabel("Ver la agenda de").selectOption({ label: "Lucía Martín" });
    const card = page.getByRole("article", { name: /10:00 Corte y Peinado, Ana López, confirmada por la clienta/ });
    await expect(card).toBeVisible();
    await card.getByRole("button").click();
    const details = page.getByRole("dialog", { name: "Cita de Ana López" });
    await expect(details).toContainText("Confirmada por la clienta por WhatsApp");
    await expect(details).toContainText("Mensajes de la clienta:«¿Puedo llevar a mi hija?»");
    await expectNoHorizontalScroll(page);
    await details.getByRole("button", { name: "Cerrar" }).click();
    // The agenda's inbox has it, with her appointment.
    await page.getByRole("button", { name: "Mensajes" }).click();
    const inbox = page.getByRole("region", { name: "Mensajes de clientes" });
    await expect(inbox.getByRole("listitem")).toContainText(["Ana López: «¿Puedo llevar a mi hija?»"]);
    await expect(inbox.getByRole("listitem")).toContainText(["Su cita: jueves, 26 de noviembre de 2026 10:00"]);
    await expectNoHorizontalScroll(page);
  }
});
