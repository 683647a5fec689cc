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
    WAITLIST_INTERVAL_MS: "300",
    PUBLIC_URL: "http://127.0.0.1:4182",
    // This spec's visitors book and join the waitlist from one address, more often than a visitor would.
    RATE_LIMIT_BOOKINGS: "1000",
    ...stubEnv(stub),
  };
});
test.afterAll(async () => {
  await stub?.close();
});

test("MS-06 the seed offers no phone box; the owner offers WhatsApp, configured on this server, and the booking dialog then has it unticked", async ({
  page,
}) => {
  const tuesday = new Date("2026-11-24T08:00:00+01:00");
  const toDialog = async () => {
    const section = await openBooking(page, tuesday);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await chooseDay(page, /^jueves, 26 de noviembre/);
    await section.getByLabel("Hora").selectOption({ label: "12:00 PM" });
    await section.getByRole("button", { name: "Continuar" }).click();
    return page.getByRole("dialog", { name: "Confirma tu Reserva" });
  };
  const before = await toDialog();
  await expect(before.getByLabel("Email")).toBeVisible();
  await expect(before.getByRole("checkbox", { name: /Recibir el recordatorio/ })).toHaveCount(0);

  await setClocks(page, tuesday);
  await signInAs(page, "owner", "/gestion/ajustes");
  const section = page.locator("#mensajes");
  const channel = section.getByLabel("Recordatorio en el móvil");
  await expect(channel).toHaveValue("");
  await expect(channel.getByRole("option")).toHaveText(["WhatsApp", "SMS", "No ofrecer (solo email)"]);
  await channel.selectOption({ label: "WhatsApp" });
  await section.getByRole("button", { name: "Guardar mensajes" }).click();
  await expect(section.getByText("Mensajes guardados: los próximos recordatorios y avisos ya los usan.")).toBeVisible();

  const after = await toDialog();
  await expect(after.getByRole("checkbox", { name: /Recibir el recordatorio por WhatsApp/ })).not.toBeChecked();
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

  // The day before, at 10:30: the confirmation request (48 h before, MS-01's default) and the
  // reminder leave for the stand-in as approved templates.
  const dayBefore = new Date("2026-11-25T10:30:00+01:00");
  await setClocks(page, dayBefore);
  await page.request.get("/api/health", { headers: { "X-Salon-Test-Now": dayBefore.toISOString() } });
  const reminders = () => (stub?.requests ?? []).filter((r) => r.path === `/${WA.phoneNumberId}/messages`);
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(2);
  const templates = reminders().map((r) => (JSON.parse(r.body) as { template?: { name: string } }).template?.name);
  expect(templates.sort()).toEqual(["confirmar_cita", "recordatorio_cita"]);
  const reminderRequest = reminders().find((r) => r.body.includes("recordatorio_cita"));
  const sent = JSON.parse(reminderRequest?.body ?? "{}") as {
    to: string;
    template: { name: string; components: { type: string; parameters: { payload?: string }[] }[] };
  };
  expect(sent.to).toBe("34605450285");
  const payloads = sent.template.components.filter((c) => c.type === "button").map((c) => c.parameters[0]?.payload);
  expect(payloads).toHaveLength(3);
  const confirm = payloads.find((p) => p?.startsWith("confirm:")) ?? "";

  // She taps 'Confirmar': Meta posts it, signed with the app secret. The test's clock rides along, as on
  // every request of this spec: without it the server would queue the reply at the machine's time, which
  // the outbox (on the test's clock) would not reach once the machine's date passes the test's.
  const atDayBefore = { "Content-Type": "application/json", "X-Salon-Test-Now": dayBefore.toISOString() };
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
    headers: { ...atDayBefore, "X-Hub-Signature-256": metaSignature(body, "guessed") },
  });
  expect(forged.status()).toBe(403);
  const signed = await page.request.post("/api/webhooks/whatsapp", {
    data: body,
    headers: { ...atDayBefore, "X-Hub-Signature-256": metaSignature(body) },
  });
  expect(signed.status()).toBe(200);
  // Her thanks goes back on WhatsApp, as text inside the conversation.
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(3);
  expect(JSON.parse(reminders()[2]?.body ?? "{}")).toMatchObject({ type: "text", to: "34605450285" });
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
    headers: { ...atDayBefore, "X-Hub-Signature-256": metaSignature(question) },
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

test("WL-01 WL-02 a full day: she asks to be told, reception sees her waiting, a cancellation's time is offered on WhatsApp and her link books it (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tuesday = new Date("2026-11-24T09:00:00+01:00");
  const day = "2026-11-27";
  // Lucía's Friday is full.
  const free = (await (
    await page.request.get(`/api/availability?service=corte&date=${day}&staff=lucia`, {
      headers: { "X-Salon-Test-Now": tuesday.toISOString() },
    })
  ).json()) as { slots: { time: string }[] };
  const ids: string[] = [];
  for (const [i, slot] of free.slots.entries()) {
    const res = await page.request.post("/api/bookings", {
      headers: { "Idempotency-Key": `wl-e2e-fill-${i}-0000000000`, "X-Salon-Test-Now": tuesday.toISOString() },
      data: {
        service: "corte",
        staff: "lucia",
        date: day,
        time: slot.time,
        name: "Clienta Llena",
        phone: `+34 611 000 0${String(i).padStart(2, "0")}`,
        email: `llena${i}@example.com`,
        privacyAccepted: true,
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("about:blank");
    const section = await openBooking(page, tuesday);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await section.getByLabel("Profesional").selectOption({ label: "Lucía Martín" });
    await chooseDay(page, /^viernes, 27 de noviembre/);
    await expect(section.getByLabel("Hora")).toBeDisabled();
    await section.getByRole("button", { name: "Avísame si se libera" }).click();
    const form = section.getByRole("form", { name: "Avísame si se libera" });
    await form.getByLabel("Hasta").fill(day);
    await form.getByLabel("Nombre").fill(width === 360 ? "Inés Prieto" : "Inés Robles");
    await form.getByLabel("Teléfono").fill(width === 360 ? "+34 605 450 286" : "+34 605 450 287");
    await form.getByLabel("Email").fill("ines@example.com");
    await form.getByRole("checkbox", { name: /Recibir el aviso por WhatsApp/ }).check();
    await form.getByRole("button", { name: "Avisarme" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Apuntada" })).toContainText(
      "entre el viernes, 27 de noviembre de 2026 y el viernes, 27 de noviembre de 2026, te avisamos por WhatsApp",
    );
    await expectNoHorizontalScroll(page);
  }

  // Reception sees who waits on that day.
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill(day);
  await page.getByRole("button", { name: "Lista de espera (2)" }).click();
  const list = page.getByRole("region", { name: "Lista de espera" });
  await expect(list.getByRole("listitem")).toContainText(["Inés Prieto", "Inés Robles"]);

  // A cancellation frees 10:00: the first in line (one at a time) is offered it on WhatsApp.
  const cancelled = await page.request.post(`/api/staff/appointments/${ids[1]}/status`, {
    data: { status: "cancelled" },
    headers: { "X-Salon-Test-Now": tuesday.toISOString() },
  });
  expect(cancelled.status()).toBe(200);
  const offers = () =>
    (stub?.requests ?? []).filter((r) => r.path === `/${WA.phoneNumberId}/messages` && r.body.includes("hueco_libre"));
  await expect.poll(() => offers().length, { timeout: 15_000 }).toBe(1);
  const offer = JSON.parse(offers()[0]?.body ?? "{}") as {
    to: string;
    template: { components: { type: string; parameters: { text?: string }[] }[] };
  };
  expect(offer.to).toBe("34605450286");
  const link = offer.template.components.find((c) => c.type === "body")?.parameters[4]?.text ?? "";
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4182\/hueco#/);

  // Her link: the time, until when it is hers, and one button that books it.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto(link);
    await expect(page.getByRole("heading", { name: /Se ha liberado un hueco para ti|Reservado/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.getByRole("button", { name: "Reservar este hueco" }).click();
  await expect(page.getByRole("heading", { name: "¡Reservado! Te esperamos" })).toBeVisible();

  // The grid has her appointment; she no longer waits.
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill(day);
  await expect(page.getByRole("article", { name: /10:00 Corte y Peinado, Inés Prieto/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lista de espera (1)" })).toBeVisible();
});

test("WL-04 WL-06 asked in the chat for a full day, 'Avísame si se libera' keeps the service, professional and day; joining shows a time free now at once; the desk sees 'llámala' for someone nobody can tell", async ({
  page,
}) => {
  const tuesday = new Date("2026-11-24T09:00:00+01:00");
  // Lucía's Friday 27 is full (the test above).
  await setClocks(page, tuesday);
  await page.goto("/");
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
  // The greeting first: a message is sent once the assistant has said hello.
  await expect(panel.getByRole("list", { name: "Mensajes" })).toContainText("¡Hola!");
  await input.fill("un corte con Lucía el viernes");
  await input.press("Enter");
  const wait = panel.getByRole("link", { name: "Avísame si se libera" });
  await expect(wait).toBeVisible({ timeout: 10_000 });
  await wait.click();
  const section = page.locator("#reservas");
  const form = section.getByRole("form", { name: "Avísame si se libera" });
  await expect(form).toBeVisible();
  await expect(section.getByRole("button", { name: /Corte y Peinado/ })).toHaveAttribute("aria-pressed", "true");
  await expect(form.getByLabel("Desde")).toHaveValue("2026-11-27");
  await expect(form.getByLabel("Con")).toHaveValue("lucia");
  // Until Monday: Lucía has free hours on Saturday, shown at once, not announced later as freed.
  await form.getByLabel("Hasta").fill("2026-11-30");
  await form.getByLabel("Nombre").fill("Julia Ortega");
  await form.getByLabel("Teléfono").fill("+34 605 450 299");
  await form.getByLabel("Email").fill("julia@example.com");
  await form.getByRole("button", { name: "Avisarme" }).click();
  const done = section.getByRole("status").filter({ hasText: "Apuntada" });
  await expect(done).toContainText("Hay hueco ahora mismo:");
  await expect(done.getByRole("link").first()).toHaveText(
    "sábado, 28 de noviembre de 2026 a las 9:00 AM con Lucía Martín",
  );

  // The desk adds a client with a phone only; a cancellation's time is offered to her: nobody can tell her.
  await signInAs(page, "reception");
  const day = "2026-12-01";
  await page.getByLabel("Fecha", { exact: true }).fill(day);
  const booked = await page.request.post("/api/staff/appointments", {
    data: { service: "corte", staff: "lucia", date: day, time: "11:00", name: "Ocupa Once" },
    headers: { "X-Salon-Test-Now": tuesday.toISOString() },
  });
  expect(booked.status()).toBe(201);
  const added = await page.request.post("/api/staff/waitlist", {
    data: {
      service: "corte",
      staff: "lucia",
      fromDay: day,
      toDay: day,
      window: "any",
      name: "Pilar Llamada",
      phone: "+34 600 700 801",
    },
    headers: { "X-Salon-Test-Now": tuesday.toISOString() },
  });
  expect(added.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const cancelled = await page.request.post(`/api/staff/appointments/${id}/status`, {
    data: { status: "cancelled" },
    headers: { "X-Salon-Test-Now": tuesday.toISOString() },
  });
  expect(cancelled.status()).toBe(200);
  // The sweep (every 300 ms on this server) offers her the freed 11:00.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/staff/waitlist?date=${day}`, {
          headers: { "X-Salon-Test-Now": tuesday.toISOString() },
        });
        const list = (await res.json()) as { waiting?: { name: string; offer: unknown }[] };
        return (
          list.waiting?.find((w) => w.name === "Pilar Llamada")?.offer ?? `${res.status()} ${JSON.stringify(list)}`
        );
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ time: "11:00" });
  await page.reload();
  await page.getByLabel("Fecha", { exact: true }).fill(day);
  await page.getByRole("button", { name: /Lista de espera/ }).click();
  await expect(page.getByRole("region", { name: "Lista de espera" })).toContainText(
    "Nadie se lo ha dicho: llámala: +34 600 700 801",
  );
  // WL-05: her 11:00 is held for her on the grid while the offer is open.
  await expect(page.getByText(/Guardado para la lista de espera/).first()).toBeVisible();
});

test("WL-06 a visit of two services waits as a visit: 'Avísame si se libera' names both and her entry keeps them", async ({
  page,
}) => {
  const tuesday = new Date("2026-11-24T09:00:00+01:00");
  // Lucía's Friday 27 is full (the tests above).
  const section = await openBooking(page, tuesday);
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await section.getByLabel("Profesional").selectOption({ label: "Lucía Martín" });
  await section.getByLabel("¿Algo más en la misma visita?").selectOption({ label: "Manicura y Pedicura (75 min)" });
  await chooseDay(page, /^viernes, 27 de noviembre/);
  await section.getByRole("button", { name: "Avísame si se libera" }).click();
  const form = section.getByRole("form", { name: "Avísame si se libera" });
  await expect(form).toContainText("Te avisamos si se libera un hueco de Corte y Peinado + Manicura y Pedicura");
  await form.getByLabel("Hasta").fill("2026-11-27");
  await form.getByLabel("Nombre").fill("Valeria Soto");
  await form.getByLabel("Teléfono").fill("+34 605 450 298");
  await form.getByLabel("Email").fill("valeria@example.com");
  await form.getByRole("button", { name: "Avisarme" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Apuntada" })).toContainText(
    "Si se libera un hueco de Corte y Peinado + Manicura y Pedicura entre el viernes, 27 de noviembre de 2026",
  );

  // Reception sees what she waits for.
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-11-27");
  await page.getByRole("button", { name: /Lista de espera/ }).click();
  await expect(
    page.getByRole("region", { name: "Lista de espera" }).getByRole("listitem").filter({ hasText: "Valeria Soto" }),
  ).toContainText("Corte y Peinado + Manicura y Pedicura");
});

test("MS-07 MS-08 WL-05 the desk reads a WhatsApp the provider never answered, left unknown and not resent, and her 'BAJA' on her appointment; an offer's hold shows on the grid", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tuesday = new Date("2026-11-24T09:00:00+01:00");
  const booked = await page.request.post("/api/bookings", {
    headers: { "Idempotency-Key": "ms07-e2e-unknown-000000000", "X-Salon-Test-Now": tuesday.toISOString() },
    data: {
      service: "corte",
      staff: "carmen",
      date: "2026-11-30",
      time: "16:00",
      name: "Elvira Sanz",
      phone: "+34 605 450 277",
      email: "elvira@example.com",
      privacyAccepted: true,
      reminders: "whatsapp",
    },
  });
  expect(booked.status()).toBe(201);
  // Two days before, at 16:30: her confirmation request is due; the provider takes it and never answers.
  stub?.holdAnswers();
  const twoDaysBefore = new Date("2026-11-28T16:30:00+01:00");
  const toHer = () =>
    (stub?.requests ?? []).filter((r) => r.path === `/${WA.phoneNumberId}/messages` && r.body.includes("34605450277"));
  await page.request.get("/api/health", { headers: { "X-Salon-Test-Now": twoDaysBefore.toISOString() } });
  // (A pass waits for its slowest send: anything else due and held takes the provider's 15 s first.)
  await expect.poll(() => toHer().length, { timeout: 40_000 }).toBe(1);

  await setClocks(page, twoDaysBefore);
  await signInAs(page, "reception");
  await page.getByLabel("Fecha", { exact: true }).fill("2026-11-30");
  const card = page.getByRole("article", { name: /16:00 Corte y Peinado, Elvira Sanz/ });
  // The worker gives the provider 15 s, then leaves the message 'unknown'.
  await expect(async () => {
    await page.reload();
    await page.getByLabel("Fecha", { exact: true }).fill("2026-11-30");
    await card.getByRole("button").click();
    await expect(page.getByRole("dialog", { name: "Cita de Elvira Sanz" })).toContainText(
      "quedó sin confirmar: el proveedor no respondió a tiempo y no se reenvía",
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 45_000 });
  stub?.answerHeld();
  expect(toHer()).toHaveLength(1);

  // She answers 'BAJA': her appointment says so.
  const baja = whatsAppWebhook({
    messages: [
      { from: "34605450277", id: "wamid.E2E-BAJA", timestamp: "1764343800", type: "text", text: { body: "BAJA" } },
    ],
  });
  const stopped = await page.request.post("/api/webhooks/whatsapp", {
    data: baja,
    headers: {
      "Content-Type": "application/json",
      "X-Salon-Test-Now": twoDaysBefore.toISOString(),
      "X-Hub-Signature-256": metaSignature(baja),
    },
  });
  expect(stopped.status()).toBe(200);
  await page.reload();
  await page.getByLabel("Fecha", { exact: true }).fill("2026-11-30");
  await card.getByRole("button").click();
  await expect(page.getByRole("dialog", { name: "Cita de Elvira Sanz" })).toContainText(
    "BAJA de mensajes desde el 28 de noviembre de 2026: no recibe WhatsApp ni SMS; sus recordatorios van por email.",
  );
});
