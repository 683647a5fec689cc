/**
 * RV-01 … RV-04 in a browser, on a server of its own (its home page changes): a visit marked
 * 'Realizada', the invitation by email the next day, one tap on the stars, her words and consent, the
 * Google link, the owner's reply in /gestion/contenido, and the home page's verified reviews in place
 * of the fixed testimonials — at 360 and 1280 px.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { E2E_PASSWORD, E2E_PEOPLE, signInAs } from "./staff-helpers";

const PORT = 4186;
const { dataDir } = onOwnServer(PORT, "reviews", () => ({
  OUTBOX_TEST_CLOCK: "requests",
  OUTBOX_INTERVAL_MS: "200",
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
}));

const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");
const tuesdayAfternoon = new Date("2026-11-24T14:30:00+01:00");
const wednesdayAt11 = new Date("2026-11-25T11:05:00+01:00");
const at = (d: Date) => ({ "X-Salon-Test-Now": d.toISOString() });

/** The invitation's five-star link in her mail (quoted-printable decoded), once the outbox has sent it. */
function invitationLink(email: string): string | undefined {
  const dir = join(dataDir, "mail");
  const mails = existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), "utf8")) : [];
  const decoded = (mails.find((m) => m.includes(email) && m.includes("/resena")) ?? "")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /(\/resena\?estrellas=5#[A-Za-z0-9._-]+)/.exec(decoded)?.[1];
}

/** A visit booked for Tuesday and marked 'Realizada' by the owner in the afternoon. */
async function visitDone(page: Page, name: string, email: string, time: string) {
  const booked = await page.request.post("/api/bookings", {
    headers: { ...at(tuesdayMorning), "Idempotency-Key": randomUUID() },
    data: {
      service: "corte",
      date: "2026-11-24",
      time,
      name,
      phone: "+34 611 223 344",
      email,
      privacyAccepted: true,
      website: "",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const signedIn = await page.request.post("/api/staff/session", {
    headers: at(tuesdayAfternoon),
    data: { email: E2E_PEOPLE.owner.email, password: E2E_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const marked = await page.request.post(`/api/staff/appointments/${id}/status`, {
    headers: at(tuesdayAfternoon),
    data: { status: "completed" },
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

test("RV-01 RV-02 RV-03 RV-04 a completed visit's invitation, one tap on five stars, her words published with consent, the owner's reply, and the home page's verified reviews instead of the testimonials (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setClocks(page, tuesdayAfternoon);
  // RV-03: the owner sets the salon's Google profile.
  await signInAs(page, "owner", "/gestion/contenido");
  const google = page.getByRole("form", { name: "Perfil de Google" });
  await google.getByLabel("Enlace para opinar en tu perfil de Google").fill("https://g.page/r/aurora-beauty/review");
  await google.getByRole("button", { name: "Guardar enlace" }).click();
  await expect(google.getByRole("status")).toHaveText(/^Guardado/);
  // Before any review, the home page has the fixed testimonials, not called verified (RV-04).
  await page.goto("/");
  const section = page.locator("#testimonios");
  await expect(section.getByText("Cliente VIP")).toBeVisible();
  await expect(section).not.toContainText("verificad");

  const clients = [
    { width: 360, name: "Lucía Fernández", author: "Lucía F.", email: "lucia-resena@example.com", time: "10:00" },
    { width: 1280, name: "Carmen Ortega Ruiz", author: "Carmen O.", email: "carmen-resena@example.com", time: "12:00" },
  ];
  for (const [i, client] of clients.entries()) {
    await page.setViewportSize({ width: client.width, height: client.width < 800 ? 740 : 800 });
    await visitDone(page, client.name, client.email, client.time);
    // RV-01: nothing the same day; the next day at 11:00 the outbox sends it.
    await page.request.get("/api/settings", { headers: at(wednesdayAt11) });
    await expect.poll(() => invitationLink(client.email), { timeout: 15_000 }).toBeTruthy();

    await page.context().clearCookies();
    await setClocks(page, wednesdayAt11);
    await page.goto(invitationLink(client.email) ?? "");
    const thanks = page.getByRole("status").filter({ hasText: "¡Gracias!" });
    await expect(thanks).toHaveText("¡Gracias! Hemos guardado tu opinión: 5 de 5 estrellas.");
    await expect(page.getByRole("link", { name: /Opinar en Google/ })).toHaveAttribute(
      "href",
      "https://g.page/r/aurora-beauty/review",
    );
    const form = page.getByRole("form", { name: "Tu opinión" });
    await expect(form.getByRole("radio", { name: "5 estrellas" })).toBeChecked();
    await form.getByLabel("Cuéntanos más (opcional)").fill("Me encantó el corte y el trato.");
    await form
      .getByRole("checkbox", { name: new RegExp(`publicar mi opinión en la web como ${client.author}`) })
      .check();
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(thanks).toHaveText(
      `¡Gracias! Hemos guardado tu opinión: 5 de 5 estrellas. La publicaremos en la web como ${client.author}.`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "main");

    // RV-02: the owner answers it.
    await signInAs(page, "owner", "/gestion/contenido");
    const card = page.getByRole("article", { name: `Reseña de ${client.author}, Corte y Peinado` });
    await expect(card).toContainText("Publicada en la web");
    await card.getByLabel("Respuesta del salón").fill(`¡Gracias, ${client.author.split(" ")[0]}!`);
    await card.getByRole("button", { name: "Guardar respuesta" }).click();
    await expect(card.getByRole("status")).toHaveText("Respuesta guardada.");

    // RV-02, RV-04: a visitor sees it on the home page, with the count, the average and the note.
    await page.context().clearCookies();
    await page.goto("/");
    const reviews = page.locator("#testimonios");
    await expect(reviews.getByRole("heading", { level: 2 })).toHaveText("Opiniones de nuestras clientas");
    await expect(reviews).toContainText("Reseñas verificadas: solo clientas con una cita realizada");
    await expect(reviews).toContainText(i === 0 ? "1 reseña" : "2 reseñas");
    await expect(reviews).toContainText("5,0");
    const item = reviews.getByRole("listitem").filter({ hasText: client.author });
    await expect(item).toContainText("Corte y Peinado · noviembre de 2026");
    await expect(item).toContainText("Me encantó el corte y el trato.");
    await expect(item).toContainText(`Respuesta del salón: ¡Gracias, ${client.author.split(" ")[0]}!`);
    await expect(item.getByRole("img", { name: "5 de 5 estrellas" })).toBeVisible();
    await expect(reviews.getByText("Cliente VIP")).toHaveCount(0);
    // RV-03: no self-serving review markup.
    expect(await page.content()).not.toContain("aggregateRating");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "#testimonios");
  }
});
