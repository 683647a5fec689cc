/**
 * The salon runs itself (OW-01 … OW-04, OW-06) in a real browser: a
 * price and a closure changed in /gestion/ajustes reach the public pages on
 * the next request, with no build and no restart. These tests change the
 * salon's settings, so they run on a server of their own (its own data
 * directory and port), one after the other, never beside the other specs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_PEOPLE } from "../scripts/e2e-people.ts";
import { actorName, auditEntries, signInAs } from "./staff-helpers";
import { chooseDay, openBooking, setClocks, timeOptions } from "./booking-helpers";
import { phonePhoto } from "./support/phone-photo";
import { onOwnServer } from "./own-server";
import { type ProviderStub, startProviderStub, stubEnv } from "../server/test/provider-stubs.ts";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

// MS-06: this salon has an SMS provider (a local stand-in of Twilio) and no WhatsApp one.
let smsStub: ProviderStub | undefined;
const { dataDir: DATA_DIR } = onOwnServer(4181, "settings", async () => {
  smsStub = await startProviderStub();
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_URL } = stubEnv(smsStub);
  return { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_URL };
});
test.afterAll(async () => {
  await smsStub?.close();
});
const MAIL_DIR = join(DATA_DIR, "mail");
const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");

async function openSettings(page: Page) {
  await setClocks(page, tuesdayMorning);
  await signInAs(page, "owner", "/gestion/ajustes");
  await expect(page.getByRole("heading", { name: "Servicios y precios" })).toBeVisible();
}

/** 'Añadir un servicio' in Ajustes, filled in (price in euros, minutes); the caller saves it. */
async function newServiceForm(
  page: Page,
  s: { name: string; title: string; description: string; features: string[]; price: string; minutes: string },
) {
  await page.getByText("Añadir un servicio").click();
  const form = page.locator("details", { hasText: "Añadir un servicio" });
  await form.getByLabel("Nombre (reservas y emails)").fill(s.name);
  await form.getByLabel("Título de la tarjeta").fill(s.title);
  await form.getByLabel("Descripción").fill(s.description);
  for (const [i, text] of s.features.entries()) await form.getByLabel(`Característica ${i + 1}`).fill(text);
  await form.getByLabel("Precio (€)").fill(s.price);
  await form.getByLabel("Duración (min)").fill(s.minutes);
  return form;
}

const mails = () =>
  existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).map((f) => readFileSync(join(MAIL_DIR, f), "utf8")) : [];

test("OW-02 OW-04 OW-06 a price changed in /gestion/ajustes shows on the card, in the widget and in the JSON-LD; an existing booking keeps its price", async ({
  page,
  request,
}) => {
  // A booking made before the change, and its confirmation.
  const booked = await request.post("/api/bookings", {
    data: {
      service: "corte",
      date: "2026-12-02",
      time: "10:00",
      name: "Marina Vidal",
      phone: "+34 611 987 321",
      email: "antes-del-cambio@example.com",
      privacyAccepted: true,
      website: "",
    },
    headers: { "Idempotency-Key": crypto.randomUUID(), "X-Salon-Test-Now": tuesdayMorning.toISOString() },
  });
  expect(booked.status()).toBe(201);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };
  await expect
    .poll(() => mails().find((m) => m.includes("antes-del-cambio@example.com")), { timeout: 10_000 })
    .toBeTruthy();

  await openSettings(page);
  await page.getByText("Corte y Peinado · 25€ · 60 min").click();
  const form = page.locator("details", { hasText: "Corte y Peinado · 25€" });
  // The schema the server uses refuses a price with cents before anything is sent (OW-06).
  await form.getByLabel("Precio (€)").fill("32,5");
  await form.getByRole("button", { name: "Guardar Corte y Peinado" }).click();
  await expect(form.getByText("El precio es un número entero de euros, de 0 a 5000.")).toBeVisible();
  await form.getByLabel("Precio (€)").fill("32");
  await expect(form.getByRole("group", { name: /Vista previa/ })).toContainText("desde 32€");
  await expectNoAxeViolations(page, "#servicios");
  await form.getByRole("button", { name: "Guardar Corte y Peinado" }).click();
  await expect(page.getByText("Servicio «Corte y Peinado» guardado.")).toBeVisible();

  // The public pages follow on the next request: the card, the widget, the JSON-LD.
  await page.goto("/");
  await waitForHydration(page);
  const card = page.locator("#servicios li", { has: page.getByRole("heading", { name: "Corte y peinado" }) });
  await expect(card).toContainText("desde 32€");
  // The widget is an island that hydrates as it nears the viewport (PF-01).
  await page.locator("#reservas").scrollIntoViewIfNeeded();
  await expect(page.locator("#reservas").getByRole("button", { name: /Corte y Peinado/ })).toContainText("32€");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as {
    hasOfferCatalog: { itemListElement: { itemOffered: { name: string }; price: number }[] };
  };
  expect(jsonLd.hasOfferCatalog.itemListElement.find((o) => o.itemOffered.name === "Corte y Peinado")?.price).toBe(32);

  // OW-04: the booking made before keeps 25€ on /cita, and its email said 25€.
  await page.goto(`/cita${new URL(manageUrl).hash}`);
  await expect(page.getByRole("heading", { name: "Tu cita", level: 1 })).toBeVisible();
  await expect(page.getByText("25€", { exact: true })).toBeVisible();
  const mail = mails().find((m) => m.includes("antes-del-cambio@example.com")) ?? "";
  expect(mail).toContain("25");
  expect(mail).not.toContain("32€");

  // AC-05: the change is in the audit log, by the owner, with the price before and after.
  const [change] = await auditEntries(request, "?kind=settings");
  expect(change).toMatchObject({
    actorName: actorName("owner"),
    summary: "Servicio Corte y Peinado: precio 25\u00a0€ → 32\u00a0€",
  });
});

test("OW-02 OW-03 a closure added in /gestion/ajustes: disabled in the calendar, listed in the hours block, said by the live status and refused by the chat", async ({
  page,
  request,
}) => {
  await openSettings(page);
  const closures = page.locator("#cierres");
  await closures.getByLabel("Desde el día").fill("2026-12-09");
  await closures.getByLabel("Nota para la web").fill("Formación del equipo");
  await closures.getByRole("button", { name: "Cerrar esos días" }).click();
  await expect(closures.getByText("Cierre guardado: la web ya no ofrece esas horas.")).toBeVisible();
  await expect(closures.getByText(/9 de diciembre de 2026 \(todo el día\) · Formación del equipo/)).toBeVisible();
  // AC-05: in the audit log, by the owner.
  const [closure] = await auditEntries(request, "?kind=agenda");
  expect(closure).toMatchObject({
    actorName: actorName("owner"),
    summary: "Cierre del salón (Formación del equipo) añadido",
  });

  // The calendar: 9 December cannot be chosen; 10 December can.
  await setClocks(page, tuesdayMorning);
  await page.goto("/#reservas");
  await waitForHydration(page);
  const section = page.locator("#reservas");
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await section.getByRole("button", { name: "Mes siguiente" }).click();
  await expect(section.getByRole("button", { name: /^miércoles, 9 de diciembre/ })).toBeDisabled();
  await chooseDay(page, /^jueves, 10 de diciembre/);

  // The hours block lists it (an island, live once near the viewport); on the day, the live status says so.
  await page.locator("#horario").scrollIntoViewIfNeeded();
  await expect(page.locator("#horario")).toContainText("Próximos cierres");
  await expect(page.locator("#horario")).toContainText("Formación del equipo");
  await setClocks(page, new Date("2026-12-09T11:00:00+01:00"));
  await page.goto("/#horario");
  await waitForHydration(page);
  await expect(
    page.locator("#horario").getByText("Hoy cerrado: Formación del equipo · abre mañana a las 9:00"),
  ).toBeVisible();

  // The chat says the salon is closed that day and offers the next day with times.
  await setClocks(page, tuesdayMorning);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("quiero un corte el 9 de diciembre");
  await panel.getByRole("button", { name: /enviar/i }).click();
  await expect(panel.getByRole("list", { name: "Mensajes" })).toContainText(
    "el salón está cerrado (Formación del equipo)",
    { timeout: 5000 },
  );
  await expect(panel.getByRole("list", { name: "Horas libres" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /fecha=2026-12-10/,
  );
});

test("OW-01 HM-10 a professional's phone photo is uploaded in /gestion/ajustes and reaches the team section and the JSON-LD as a small square WebP", async ({
  page,
  request,
}) => {
  // Making a 5 MB phone photo and shrinking it takes seconds on a busy 2-core machine.
  test.setTimeout(90_000);
  await openSettings(page);
  await page.getByText("Elena Gómez · Esteticista").click();
  const form = page.locator("details", { hasText: "Elena Gómez · Esteticista" });
  await form.getByLabel("Foto de Elena Gómez").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  await expect(page.getByText("Foto de Elena Gómez guardada.")).toBeVisible({ timeout: 15_000 });
  await page.getByText("Elena Gómez · Esteticista").click();
  const img = page
    .locator("details", { hasText: "Elena Gómez · Esteticista" })
    .getByRole("img", { name: "Foto de Elena Gómez" });
  await expect(img).toBeVisible();
  const src = (await img.getAttribute("src")) ?? "";
  const served = await request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await served.body()).length).toBeLessThan(60_000);

  await page.goto("/");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as {
    employee: { name: string; image?: string }[];
  };
  expect(jsonLd.employee.find((e) => e.name === "Elena Gómez")?.image).toMatch(new RegExp(`${src}$`));
  // HM-10: where a visitor looks, the team section shows it on her card.
  const card = page.locator("#equipo").getByRole("listitem").filter({ hasText: "Elena Gómez" });
  await expect(card.locator("img")).toHaveAttribute("src", src);

  // AC-05: the new photo is in the audit log, by the owner, with the old and new file.
  const [photo] = await auditEntries(request, "?kind=settings");
  expect(photo).toMatchObject({ actorName: actorName("owner"), summary: "Profesional Elena Gómez cambiada" });
  expect(photo?.changes[0]?.after).toEqual({ photo: src });
});

test("OW-03 /gestion/ajustes on a 360 px phone: every form opens, no sideways scroll, no axe violations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSettings(page);
  await page.getByText("Corte y Peinado ·").click();
  await page.getByText("Lucía Martín · Estilista").click();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test("OW-11 a service and a professional added in Ajustes can be booked from 'Nueva cita' and given a login in Personas", async ({
  page,
}) => {
  await openSettings(page);
  // A new service…
  const service = await newServiceForm(page, {
    name: "Tinte y Mechas",
    title: "Tinte y mechas",
    description: "Color de raíz a puntas con mechas a mano alzada.",
    features: ["Color a medida", "Mechas balayage", "Brillo final"],
    price: "55",
    minutes: "90",
  });
  await service.getByRole("button", { name: /Añadir|Guardar/ }).click();
  await expect(page.getByText("Tinte y Mechas · 55€ · 90 min")).toBeVisible();

  // …and a new professional who does it, Monday to Friday 09:00–15:00.
  await page.getByText("Añadir una profesional").click();
  const member = page.locator("details", { hasText: "Añadir una profesional" });
  await member.getByLabel("Nombre").fill("Alba Serrano");
  await member.getByLabel("Función").fill("Colorista");
  await member.getByRole("checkbox", { name: "Tinte y Mechas" }).check();
  await member.getByRole("button", { name: "Añadir turno" }).click();
  await member.getByRole("button", { name: "Añadir al equipo" }).click();
  await expect(page.getByText("Alba Serrano · Colorista")).toBeVisible();

  // 'Nueva cita' offers the new service and the new professional (the agenda reads the live settings).
  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page.getByRole("button", { name: "Nueva cita", exact: true })).toBeVisible();
  await page.getByLabel("Fecha", { exact: true }).fill("2026-12-02");
  await page.getByRole("button", { name: "Nueva cita", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva cita" });
  await dialog.getByLabel("Servicio").selectOption({ label: "Tinte y Mechas (90 min)" });
  await dialog.getByLabel("Profesional").selectOption({ label: "Alba Serrano" });
  await dialog.getByLabel("Hora").fill("10:00");
  await dialog.getByLabel("Nombre").fill("Irene Colorada");
  await dialog.getByLabel("Teléfono").fill("600 123 987");
  await dialog.getByRole("button", { name: "Guardar cita" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cita de Irene Colorada guardada.")).toBeVisible();

  // Personas offers her column to a new login.
  await page.getByRole("link", { name: "Personas" }).click();
  const form = page.getByRole("form", { name: "Invitar a una persona" });
  await form.getByLabel("Nombre").fill("Alba Serrano");
  await form.getByLabel("Email").fill("alba@e2e.test");
  await form.getByLabel("Papel").selectOption({ label: "Profesional" });
  await form.getByLabel("Su columna en la agenda").selectOption({ label: "Alba Serrano" });
  await form.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText("Invitación enviada a Alba Serrano.")).toBeVisible();
  await expect(page.getByText(/Alba Serrano · alba@e2e\.test · Profesional/)).toBeVisible();
});

test("OW-11 the booking rules saved in Ajustes are what the widget, the calendar, the chat and the legal texts say", async ({
  page,
}) => {
  await openSettings(page);
  const form = page.locator("#reservas");
  await form.getByLabel("Días de antelación para reservar").fill("0");
  await form.getByRole("button", { name: "Guardar reservas online" }).click();
  await expect(form.getByText("Los días de antelación van de 1 a 365.")).toBeVisible();
  await form.getByLabel("Días de antelación para reservar").fill("30");
  await form.getByLabel("Horas de aviso para cancelar o cambiar online").fill("12");
  await form.getByLabel("Las citas empiezan").selectOption({ label: "Cada 30 minutos (9:00, 9:30, 10:00…)" });
  await form.getByRole("button", { name: "Guardar reservas online" }).click();
  await expect(form.getByText("Reservas online guardadas: la web ya lo dice así.")).toBeVisible();
  await expectNoAxeViolations(page, "#reservas");

  // The widget states them, offers half hours, and its calendar ends 30 days ahead.
  const section = await openBooking(page, tuesdayMorning);
  await expect(section).toContainText("Reservas online hasta 30 días vista");
  await expect(section).toContainText("hasta 12 horas antes");
  await section.getByRole("button", { name: /Corte y Peinado/ }).click();
  await chooseDay(page, /^miércoles, 25 de noviembre/);
  expect((await timeOptions(page)).slice(0, 3)).toEqual(["9:00 AM", "9:30 AM", "10:00 AM"]);
  await section.getByRole("button", { name: "Mes siguiente" }).click();
  // 24 December is the 30th day; Saturday 26 (open, and bookable on the default 90 days) is beyond.
  await expect(section.getByRole("button", { name: /^jueves, 24 de diciembre/ })).toBeEnabled();
  await expect(section.getByRole("button", { name: /^sábado, 26 de diciembre/ })).toBeDisabled();
  await expect(section.getByRole("button", { name: "Mes siguiente" })).toBeDisabled();

  // The chat and the legal texts say 12 hours.
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("quiero cambiar mi cita");
  await panel.getByRole("button", { name: /enviar/i }).click();
  await expect(panel.getByRole("list", { name: "Mensajes" })).toContainText("Se puede hasta 12 horas antes", {
    timeout: 5000,
  });
  for (const path of ["/privacidad", "/aviso-legal"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText("hasta 12 horas antes");
    await expect(page.getByRole("main")).not.toContainText("24 horas antes");
  }
});

test("OW-08 a week off is one row in Ausencias, removed as one; with her chosen, the widget disables her days away and says until when (360 and 1280 px)", async ({
  page,
}) => {
  await openSettings(page);
  const section = page.locator("#ausencias");
  await section.getByLabel("Profesional").selectOption({ label: "Carmen Ruiz" });
  await section.getByLabel("Motivo").fill("Vacaciones");
  await section.getByLabel("Primer día de ausencia").fill("2026-12-14");
  await section.getByLabel("Último día de ausencia").fill("2026-12-20");
  await section.getByRole("button", { name: "Guardar ausencia" }).click();
  await expect(section.getByText("Ausencia de Carmen Ruiz guardada.")).toBeVisible();
  const rows = section.getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveText(
    /^Carmen Ruiz, del lunes, 14 de diciembre de 2026 al domingo, 20 de diciembre de 2026 · Vacaciones/,
  );
  await expect(section.getByRole("button", { name: "Quitar ausencia de Carmen Ruiz" })).toHaveCount(1);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("about:blank"); // a fresh page: '/#reservas' again would only move to the anchor
    const widget = await openBooking(page, tuesdayMorning);
    await widget.getByRole("button", { name: /Corte y Peinado/ }).click();
    await widget.getByRole("button", { name: "Mes siguiente" }).click();
    // Anyone: the 14th can be chosen.
    await expect(widget.getByRole("button", { name: /^lunes, 14 de diciembre/ })).toBeEnabled();
    await widget.getByLabel("Profesional").selectOption({ label: "Carmen Ruiz" });
    await expect(widget.getByRole("button", { name: /^lunes, 14 de diciembre/ })).toBeDisabled();
    await expect(widget.getByRole("button", { name: /^viernes, 18 de diciembre/ })).toBeDisabled();
    await expect(widget.getByRole("button", { name: /^lunes, 21 de diciembre/ })).toBeEnabled();
    await expect(
      widget.getByText(
        "Carmen Ruiz no atiende del lunes, 14 de diciembre de 2026 al viernes, 18 de diciembre de 2026.",
      ),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await openSettings(page);
  await page.locator("#ausencias").getByRole("button", { name: "Quitar ausencia de Carmen Ruiz" }).click();
  await expect(page.locator("#ausencias").getByText("Ausencia eliminada.")).toBeVisible();
  await expect(page.locator("#ausencias").getByRole("listitem")).toHaveCount(0);
});

test("issue 30: closures that have ended are folded away under 'Cierres pasados', and each 'Quitar' names its day in words", async ({
  page,
}) => {
  // The day after the closure of 9 December (added by the OW-02 test above, this spec runs in order).
  await setClocks(page, new Date("2026-12-10T10:00:00+01:00"));
  await signInAs(page, "owner", "/gestion/ajustes");
  const closures = page.locator("#cierres");
  const past = closures.locator("details", { hasText: "Cierres pasados (1)" });
  await expect(past).toBeVisible();
  await expect(closures.getByRole("button", { name: /^Quitar cierre del miércoles, 9 de diciembre/ })).toBeHidden();
  await past.getByText("Cierres pasados (1)").click();
  await expect(past.getByRole("button", { name: "Quitar cierre del miércoles, 9 de diciembre de 2026" })).toBeVisible();
});

test("OW-07 a service nobody does is saved with a warning and kept off the widget and the chat; choosing who does it in its form offers it (360 and 1280 px)", async ({
  page,
}) => {
  await openSettings(page);
  const form = await newServiceForm(page, {
    name: "Alisado de Keratina",
    title: "Alisado de keratina",
    description: "Cabello liso y sin encrespamiento durante semanas.",
    features: ["Diagnóstico", "Keratina", "Sellado"],
    price: "70",
    minutes: "120",
  });
  await expect(form.getByText("Nadie hace este servicio: la web y el chat no lo ofrecerán")).toBeVisible();
  await form.getByRole("button", { name: "Añadir servicio" }).click();
  await expect(page.getByText("Alisado de Keratina · 70€ · 120 min")).toBeVisible();

  const widgetOffers = async (width: number) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto("about:blank");
    const widget = await openBooking(page, tuesdayMorning);
    return widget.getByRole("button", { name: /Alisado de Keratina/ });
  };
  await expect(await widgetOffers(1280)).toHaveCount(0);
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const chat = page.getByRole("region", { name: /Chat con/ });
  await chat.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("quiero un alisado de keratina el jueves");
  await chat.getByRole("button", { name: /enviar/i }).click();
  await expect(chat.getByRole("list", { name: "Mensajes" })).toContainText(
    "Ahora mismo no podemos reservar Alisado de Keratina online.",
    { timeout: 5000 },
  );

  // Carmen does it, chosen in the service's own form.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSettings(page);
  await page.getByText("Alisado de Keratina · 70€ · 120 min").click();
  const saved = page.locator("details", { hasText: "Alisado de Keratina · 70€ · 120 min" });
  await saved.getByRole("group", { name: "Lo hacen" }).getByRole("checkbox", { name: "Carmen Ruiz" }).check();
  await expect(saved.getByText("Nadie hace este servicio")).toBeHidden();
  await saved.getByRole("button", { name: "Guardar Alisado de Keratina" }).click();
  await expect(page.getByText("Servicio «Alisado de Keratina» guardado.")).toBeVisible();
  for (const width of [1280, 360]) await expect(await widgetOffers(width)).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("OW-09 closing Saturday earlier lists, in the same step, the shifts it would trim; nothing is stored until saved, then they are trimmed (360 and 1280 px)", async ({
  page,
}) => {
  const saturday = async () =>
    (
      (await (await page.request.get("/api/settings")).json()) as { hours: { weekday: number; closes: string }[] }
    ).hours.find((h) => h.weekday === 6);
  for (const [width, closes] of [
    [360, "16:00"],
    [1280, "14:00"],
  ] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await openSettings(page);
    const hours = page.locator("#horario");
    const before = await saturday();
    await hours.getByLabel("Cierra el sábado").fill(closes);
    await hours.getByRole("button", { name: "Guardar horario" }).click();
    const preview = hours.getByRole("alert");
    const trimmed = preview.getByRole("list", { name: "Turnos que se ajustan" }).getByRole("listitem");
    await expect(trimmed.filter({ hasText: "Lucía Martín" })).toHaveText(
      `Lucía Martín, sábado: 09:00–${before?.closes} → 09:00–${closes}`,
    );
    // Nuria's Saturday (09:00–14:00) fits both: she is not listed.
    await expect(trimmed.filter({ hasText: "Nuria Castro" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    expect(await saturday(), "a preview stores nothing").toEqual(before);

    await preview.getByRole("button", { name: "Guardar el horario y ajustar los turnos" }).click();
    await expect(hours.getByText("Horario guardado.")).toBeVisible();
    expect((await saturday())?.closes).toBe(closes);
    const lucia = page.locator("#equipo details", { hasText: "Lucía Martín" });
    await lucia.locator("summary").click();
    // Her form (opened after the save) shows the trimmed shift.
    await expect
      .poll(() => lucia.getByLabel(/^Salida turno/).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toContain(closes);
  }
  const team = (
    (await (await page.request.get("/api/settings")).json()) as {
      team: { id: string; shifts: { days: number[]; ends: string }[] }[];
    }
  ).team;
  expect(team.find((p) => p.id === "lucia")?.shifts.find((s) => s.days.includes(6))?.ends).toBe("14:00");
});

test("OW-10 the audit log tells the hours change above in the salon's words, filtered by person and kind, with a count that matches (360 and 1280 px)", async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await setClocks(page, tuesdayMorning);
    await signInAs(page, "owner", "/gestion/registro");
    await waitForHydration(page);
    const filters = page.getByRole("form", { name: "Filtrar el registro" });
    await filters.getByLabel("Persona").selectOption({ label: E2E_PEOPLE.owner.name });
    await filters.getByLabel("Tipo").selectOption({ label: "Ajustes del salón" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    const log = page.getByRole("list", { name: "Cambios, del más reciente al más antiguo" });
    // The last save of the OW-09 test: Saturday 16:00 → 14:00, and four shifts trimmed with it.
    const latest = log.locator(":scope > li").first();
    await expect(latest).toContainText(
      `${actorName("owner")} · Horario del salón, sábado: cierra 16:00 → 14:00 (y 4 cambios más)`,
    );
    await latest.locator("summary").click();
    await expect(latest.getByText("Turno de Lucía Martín (sábado)")).toBeVisible();
    await expect(latest.getByText("sale: 16:00 → 14:00").first()).toBeVisible();
    await expect(latest).not.toContainText("lunes");
    await expect(latest).not.toContainText("(min)");
    // The count said is the entries there are (fewer than a page here).
    const shown = await log.locator(":scope > li").count();
    await expect(page.getByRole("status")).toHaveText(`${shown} ${shown === 1 ? "cambio" : "cambios"}.`);
    await expectNoHorizontalScroll(page);
  }
  await expectNoAxeViolations(page);
});

test("issue 30: while the legal data are the template's, /gestion warns the owner; saved in Ajustes, the legal pages state them and the warning goes (360 and 1280 px)", async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await setClocks(page, tuesdayMorning);
    await signInAs(page, "owner", "/gestion");
    const warning = page.getByRole("complementary", { name: "Aviso para la propietaria" });
    await expect(warning).toContainText("Faltan los datos legales del salón.");
    await expect(warning).toContainText("NIF B00000000");
    await expectNoHorizontalScroll(page);
  }
  await page.getByRole("link", { name: "Escribe los vuestros en Ajustes" }).click();
  await expect(page).toHaveURL(/\/gestion\/ajustes#legal$/);
  const legal = page.locator("#legal");
  await legal.getByLabel("NIF").fill("B1234567");
  await legal.getByRole("button", { name: "Guardar datos legales" }).click();
  await expect(legal.getByText(/Ese NIF no es válido/)).toBeVisible();
  await legal.getByLabel("NIF").fill("B12345674");
  await legal
    .getByLabel("Inscripción en el registro")
    .fill("Registro Mercantil de Madrid, tomo 41234, folio 12, hoja M-731234");
  await legal.getByRole("button", { name: "Guardar datos legales" }).click();
  await expect(
    legal.getByText("Datos legales guardados: el aviso legal y la privacidad ya los muestran."),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Aviso para la propietaria" })).toBeHidden();

  await page.goto("/aviso-legal");
  await expect(page.getByText(/Aurora Beauty Salón S\.L\. \(NIF B12345674\)/)).toBeVisible();
  await expect(
    page.getByText("Datos registrales: Registro Mercantil de Madrid, tomo 41234, folio 12, hoja M-731234."),
  ).toBeVisible();
  await page.goto("/privacidad");
  await expect(page.getByText(/NIF B12345674/)).toBeVisible();
  await page.goto("/gestion");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Aviso para la propietaria" })).toHaveCount(0);
});

test("MS-01 MS-05 MS-06 WL-02 Ajustes → Mensajes: the reminders' phone channel, among the configured ones only (the booking dialog follows), their times and texts with a preview, the waitlist's mode, her provider's prices; the month's count and cost show (360 and 1280 px)", async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await openSettings(page);
    const section = page.locator("#mensajes");
    await expect(section.getByRole("table")).toContainText("WhatsApp");
    await expect(section.getByRole("row", { name: /^Email/ })).toContainText("Gratis");
    await expectNoHorizontalScroll(page);
  }
  const section = page.locator("#mensajes");
  // MS-06: SMS has its provider on this server, WhatsApp none.
  await expect(section.getByLabel("Recordatorio en el móvil").getByRole("option")).toHaveText([
    "SMS",
    "No ofrecer (solo email)",
  ]);
  await section.getByLabel("Recordatorio en el móvil").selectOption({ label: "SMS" });
  await section.getByLabel("Precio de un SMS (€)").fill("0,075");
  await section.getByLabel("Precio de un WhatsApp (€)").fill("diez");
  await section.getByRole("button", { name: "Guardar mensajes" }).click();
  await expect(section.getByText("El precio de un WhatsApp va de 0 a 10 €.")).toBeVisible();
  await section.getByLabel("Precio de un WhatsApp (€)").fill("0,021");
  // MS-01: the times and the words, previewed with a sample client as they will be sent.
  await expect(section.getByLabel("Petición de confirmación (horas antes)")).toHaveValue("48");
  await expect(section.getByLabel("Recordatorio (horas antes)")).toHaveValue("24");
  await section.getByLabel("Último aviso (horas antes, opcional)").fill("2");
  const text = section.getByLabel("Texto: recordatorio");
  await text.fill("{nombre}, te esperamos el {dia} a las {hora} para {servicio}.");
  await expect(section.getByText("{servicio} no es un dato que podamos poner")).toBeVisible();
  await text.fill("{nombre}, te esperamos el {dia} a las {hora} para {servicios}.");
  await expect(section.getByRole("figure").filter({ hasText: "Marta, te esperamos" })).toContainText(
    "Marta, te esperamos el viernes, 4 de diciembre a las 10:30 para Corte y peinado. Responde SI para confirmar",
  );
  await section.getByLabel("Lista de espera: a quién se ofrece un hueco").selectOption("all");
  await section.getByRole("button", { name: "Guardar mensajes" }).click();
  await expect(section.getByText("Mensajes guardados: los próximos recordatorios y avisos ya los usan.")).toBeVisible();
  await expect(section.getByLabel("Precio de un SMS (€)")).toHaveValue("0,075");
  await expect(section.getByLabel("Último aviso (horas antes, opcional)")).toHaveValue("2");
  await expect(section.getByLabel("Lista de espera: a quién se ofrece un hueco")).toHaveValue("all");
  const saved = (await (await page.request.get("/api/settings")).json()) as {
    messages: { lastReminderHours: number; reminderText: string; waitlistMode: string };
  };
  expect(saved.messages).toMatchObject({
    lastReminderHours: 2,
    reminderText: "{nombre}, te esperamos el {dia} a las {hora} para {servicios}.",
    waitlistMode: "all",
  });

  // The booking dialog now offers SMS, unticked.
  const widget = await openBooking(page, tuesdayMorning);
  await widget.getByRole("button", { name: /Corte y Peinado/ }).click();
  await chooseDay(page, /^jueves, 26 de noviembre/);
  await widget.getByLabel("Hora").selectOption({ label: "4:00 PM" });
  await widget.getByRole("button", { name: "Continuar" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
  await expect(dialog.getByRole("checkbox", { name: /Recibir el recordatorio por SMS/ })).not.toBeChecked();
});

test("CH-14 the owner answers 'parking' once in Ajustes → Preguntas frecuentes; the chat gives her answer, and the phone for a question left empty", async ({
  page,
}) => {
  await openSettings(page);
  const section = page.locator("#preguntas");
  await section
    .getByLabel("¿Dónde puedo aparcar?")
    .fill("Parking gratis 2 horas en el centro comercial, entrada por la calle de atrás.");
  await section.getByLabel("¿Cómo se puede pagar? (Bizum, tarjeta, efectivo)").fill("Con tarjeta, Bizum o efectivo.");
  await section.getByRole("button", { name: "Guardar respuestas" }).click();
  await expect(section.getByText("Respuestas guardadas: el chat ya las da.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
  const messages = panel.getByRole("list", { name: "Mensajes" });
  await expect(messages).toContainText("¡Hola!");
  await input.fill("¿hay parking?");
  await input.press("Enter");
  await expect(messages).toContainText("Parking gratis 2 horas en el centro comercial, entrada por la calle de atrás.");
  await input.fill("¿Puedo pagar con Bizum?");
  await input.press("Enter");
  await expect(messages).toContainText("Con tarjeta, Bizum o efectivo.");
  await input.fill("¿puedo ir con mi perro?");
  await input.press("Enter");
  await expect(messages.getByRole("listitem").last()).toContainText("llámanos al");
});
