import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";

/** Salon-time instants used across booking tests (Madrid is UTC+1 in November). */
export const clocks = {
  tuesdayMorning: new Date("2026-11-24T08:00:00+01:00"),
  saturday1730: new Date("2026-11-28T17:30:00+01:00"),
  sunday: new Date("2026-11-29T11:00:00+01:00"),
  weekday1945: new Date("2026-11-25T19:45:00+01:00"),
};

/** Sets the page's clock and the server's (X-Salon-Test-Now, honoured only by the test server). */
export async function setClocks(page: Page, at: Date) {
  await page.clock.setFixedTime(at);
  await page.setExtraHTTPHeaders({ "X-Salon-Test-Now": at.toISOString() });
}

export async function openBooking(page: Page, at: Date) {
  await setClocks(page, at);
  await page.goto("/#reservas");
  await waitForHydration(page);
  const section = page.locator("#reservas");
  // The calendar's code loads as it nears the viewport on a wide screen; on a narrower one once a
  // service is chosen, or on 'Ver el calendario' (PF-02).
  await section.getByRole("heading", { name: /Selecciona la Fecha/ }).scrollIntoViewIfNeeded();
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await section.getByRole("button", { name: "Ver el calendario" }).click();
  await expect(section.getByRole("grid")).toBeVisible();
  return section;
}

export async function chooseDay(page: Page, label: RegExp) {
  await page.locator("#reservas").getByRole("button", { name: label }).click();
}

/** The offered times, once the booking service has answered for the current choice. */
export async function timeOptions(page: Page) {
  const select = page.locator("#reservas").getByLabel("Hora");
  // Let React render the choice that was just made (it starts a query) before waiting for its answer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(select).not.toHaveAttribute("aria-busy", "true");
  return select.locator("option:not([value=''])").allTextContents();
}

export async function readyToContinue(page: Page, service = "Corte y Peinado", time = "10:00 AM") {
  const section = page.locator("#reservas");
  await section.getByRole("button", { name: new RegExp(service) }).click();
  await section.getByLabel("Hora").selectOption({ label: time });
  return section;
}

/** Fills the confirmation dialog with valid details and returns the dialog. */
export async function fillContact(page: Page, phone = "+34 600 123 456", email = "ana@example.com") {
  const dialog = page.getByRole("dialog", { name: "Confirma tu Reserva" });
  await dialog.getByLabel("Nombre completo").fill("Ana López");
  await dialog.getByLabel("Teléfono").fill(phone);
  await dialog.getByLabel("Email").fill(email);
  return dialog;
}

export const CONFIRMED = "¡Reserva confirmada! Recibirás un email de confirmación pronto.";
