/**
 * SP-01 … SP-05 in a browser at 360 px, on a server of its own (it has VAPID keys): the manifest and
 * the service worker's offline day (and nothing kept after sign-out), a push shown as a notification,
 * a booking made elsewhere appearing on the open agenda within 2 s, the calendar feed made from Mi
 * cuenta, and a permission the owner withholds.
 */
import { randomUUID } from "node:crypto";
import webPush from "web-push";
import type { Page } from "@playwright/test";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { signInAs } from "./staff-helpers";

const PORT = 4188;
const vapid = webPush.generateVAPIDKeys();
onOwnServer(PORT, "team-phones", () => ({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:agenda@e2e.test",
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
}));
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A client name of letters only (the booking's name rule), unique to the run. */
const unique = (word: string) =>
  `${word} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A Wednesday at least two days after the machine's today (Lucía works Wednesday mornings). */
function nextWednesday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function book(page: Page, date: string, time: string, name: string, headers: Record<string, string> = {}) {
  const res = await page.request.post("/api/bookings", {
    headers: { ...headers, "Idempotency-Key": randomUUID() },
    data: {
      service: "corte",
      staff: "lucia",
      date,
      time,
      name,
      phone: "+34 611 223 344",
      email: `${randomUUID().slice(0, 8)}@example.com`,
      privacyAccepted: true,
      website: "",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe("with the service worker", () => {
  test.use({
    serviceWorkers: "allow",
    // Offline, what the worker cannot answer fails as it would on the phone (the live stream, the waitlist).
    allowedConsole:
      /^Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|the server responded with a status of (401|503))/,
  });

  test("SP-01 SP-02 /gestion installs (manifest, icons), shows the last day offline read-only, keeps nothing after sign-out; a push always shows a notification", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // No test clock here: the service worker's own requests carry no test header, so the real day is used.
    const day = nextWednesday();
    const client = unique("Offline");
    await book(page, day, "11:00", client);

    await signInAs(page, "professional");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/gestion/manifest.webmanifest");
    const manifest = (await (await page.request.get(manifestHref ?? "")).json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/gestion", scope: "/gestion", display: "standalone" });
    expect(manifest.name).toContain("Agenda");
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()["content-type"]).toBe("image/png");
    }

    // The worker is active and controls the pages from the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`/gestion?dia=${day}`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const appointment = page.getByRole("article", { name: new RegExp(`11:00 Corte y Peinado, ${client}`) });
    await expect(appointment).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Sin conexión" })).toContainText(
      "tal como se cargó en este móvil",
    );
    await expect(appointment).toBeVisible();
    await expect(page.getByRole("button", { name: "Nueva cita", exact: true })).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await context.setOffline(false);

    // SP-02: a push reaches the worker (Chromium delivers it as the push service would): a notification shows.
    await context.grantPermissions(["notifications"], { origin: baseURL ?? "" });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.endsWith("/gestion") && !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL ?? "",
      registrationId: await registration,
      data: JSON.stringify({
        title: "Nueva cita",
        body: `${client} · Corte y Peinado`,
        url: `/gestion?dia=${day}`,
        tag: "t1",
      }),
    });
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL ?? "",
      registrationId: await registration,
      data: "no es JSON",
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`).sort(),
        ),
      )
      .toEqual(["Agenda del salón: Hay novedades en la agenda.", `Nueva cita: ${client} · Corte y Peinado`]);

    // Signing out empties what the worker kept: offline, the next person sees no one's day.
    await page.getByRole("button", { name: /Salir/ }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    await context.setOffline(true);
    await page.goto(`/gestion?dia=${day}`);
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    await expect(page.getByText(client)).toHaveCount(0);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open("gestion-data");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(kept).toEqual([]);
    await context.setOffline(false);
  });
});

test("SP-04 a booking made elsewhere appears on the open agenda within 2 s, without reloading", async ({ page }) => {
  const at = new Date("2026-11-24T08:00:00+01:00");
  await setClocks(page, at);
  await signInAs(page, "reception", "/gestion?dia=2026-12-09");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  let reloaded = false;
  page.on("framenavigated", () => (reloaded = true));
  const client = unique("Directo");
  // The stream is open ('En directo') before another device books.
  await expect(page.getByText("● En directo")).toBeVisible();
  await book(page, "2026-12-09", "12:00", client, { "X-Salon-Test-Now": at.toISOString() });
  await expect(page.getByRole("article", { name: new RegExp(`12:00 Corte y Peinado, ${client}`) })).toBeVisible({
    timeout: 2_000,
  });
  expect(reloaded).toBe(false);
});

test("SP-03 SP-02 Mi cuenta: her private calendar address (made, renewed: the old one stops) and what pushes reach her", async ({
  page,
}) => {
  await setClocks(page, new Date("2026-11-24T08:00:00+01:00"));
  await signInAs(page, "professional", "/gestion/cuenta");
  const calendar = page.getByRole("region", { name: "Tu agenda en el calendario del móvil" });
  await calendar.getByRole("button", { name: "Crear mi dirección de calendario" }).click();
  const address = calendar.getByLabel(/Tu dirección/);
  await expect(address).toHaveValue(/\/api\/feeds\/[\w-]{43}$/);
  const first = await address.inputValue();
  const feed = await page.request.get(first);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await calendar.getByRole("button", { name: "Renovar la dirección" }).click();
  await expect(calendar.getByRole("status")).toHaveText("Dirección renovada: la anterior ya no funciona.");
  expect(await address.inputValue()).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);

  const pushes = page.getByRole("region", { name: "Avisos en este móvil" });
  await expect(pushes.getByRole("checkbox", { name: "Una cita nueva en mi columna" })).toBeChecked();
  await pushes.getByRole("checkbox", { name: "Una cita movida en mi columna" }).uncheck();
  await pushes.getByRole("button", { name: "Guardar avisos" }).click();
  await expect(pushes.getByRole("status")).toHaveText("Avisos guardados.");
  await page.reload();
  await expect(pushes.getByRole("checkbox", { name: "Una cita movida en mi columna" })).not.toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test("SP-05 the owner withholds cancelling and contacts from a professional: her agenda offers no 'Cancelar', her client search is by name only, and the server refuses both", async ({
  page,
  browser,
}) => {
  const at = new Date("2026-11-24T08:00:00+01:00");
  await setClocks(page, at);
  const client = unique("Permiso");
  await book(page, "2026-12-02", "13:00", client, { "X-Salon-Test-Now": at.toISOString() });
  await signInAs(page, "owner", "/gestion/personas");
  const row = page.getByRole("group", { name: "Permisos de Lucía Gómez" });
  await row.getByRole("checkbox", { name: "Anular sus citas" }).uncheck();
  await row.getByRole("checkbox", { name: "Ver el teléfono y el email de sus clientas" }).uncheck();
  await page.getByRole("button", { name: "Guardar Lucía Gómez" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Cambios de Lucía Gómez guardados.");

  const pro = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await setClocks(pro, at);
  await signInAs(pro, "professional", "/gestion?dia=2026-12-02");
  await pro
    .getByRole("article", { name: new RegExp(client) })
    .getByRole("button")
    .first()
    .click();
  const details = pro.getByRole("dialog", { name: `Cita de ${client}` });
  await expect(details.getByRole("button", { name: /^Mover/ })).toBeVisible();
  await expect(details.getByRole("button", { name: /^Cancelar:/ })).toHaveCount(0);
  const id = await pro.evaluate(async () => {
    const res = await fetch("/api/staff/agenda?date=2026-12-02");
    return ((await res.json()) as { appointments: { id: string }[] }).appointments[0]?.id;
  });
  const refused = await pro.request.post(`/api/staff/appointments/${id}/status`, {
    headers: { "X-Salon-Test-Now": at.toISOString() },
    data: { status: "cancelled" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: "not_permitted" });

  // Her clients by name, without their phone; a phone is no search of hers (it would say whose it is).
  await pro.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await pro.getByRole("button", { name: "Clientes" }).click();
  const panel = pro.getByRole("region", { name: /Clientes/ });
  await panel.getByRole("textbox", { name: "Nombre", exact: true }).fill(client);
  await panel.getByRole("button", { name: "Buscar" }).click();
  const card = panel.getByRole("article", { name: client });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: /^\+?\d/ })).toHaveCount(0);
  await expect(card).toContainText("Su teléfono y su email los ve recepción.");
  await expect(card).not.toContainText("sin email");
  const byPhone = await pro.request.get("/api/staff/clients?q=600111222", {
    headers: { "X-Salon-Test-Now": at.toISOString() },
  });
  expect(byPhone.status()).toBe(403);
  expect(await byPhone.json()).toMatchObject({ error: "not_permitted" });
  await pro.close();
});
