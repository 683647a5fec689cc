/**
 * The salon's own face (issue 45): service cards that book, 'Regalos' only while something is on
 * sale (CN-04); verified reviews from invitation to the home page (RV-01 … RV-04).
 */
import type { Page } from "@playwright/test";
import { setClocks } from "./booking-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { E2E_PASSWORD, E2E_PEOPLE } from "./staff-helpers";

const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");

/** The menu a visitor sees at this width: the header's, or the mobile menu opened. */
async function menu(page: Page) {
  const desktop = page.getByRole("navigation", { name: "Principal" });
  if (await desktop.isVisible()) return desktop;
  await page.getByRole("button", { name: "Abrir menú" }).click();
  return page.getByRole("navigation", { name: "Menú móvil" });
}

test.describe("the salon's own face", { tag: "@360" }, () => {
  test("CN-04 each of the six service cards books its own service: 'Reservar' opens the widget with it chosen", async ({
    page,
  }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/");
    const cards = page
      .locator("#servicios")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("link", { name: /^Reservar / })).toHaveCount(6);
    await expect(cards.getByRole("link", { name: "Reservar Masajes relajantes" })).toHaveAttribute(
      "href",
      "/?servicio=masaje#reservas",
    );
    await waitForHydration(page);
    const link = cards.getByRole("link", { name: "Reservar Masajes relajantes" });
    await link.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await link.click();
    await expect(page).toHaveURL(/\?servicio=masaje#reservas$/);
    await expect(page.locator("#reservas").getByRole("button", { name: /Masaje Relajante/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("CN-04 'Regalos' is in the menu and the footer while a gift card is on sale, and gone when it is not", async ({
    page,
  }) => {
    const signedIn = await page.request.post("/api/staff/session", {
      data: { email: E2E_PEOPLE.owner.email, password: E2E_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const card = {
      kind: "gift",
      name: `Tarjeta ${test.info().project.name}`,
      service: null,
      sessions: null,
      amountCents: 4000,
      priceCents: 4000,
      validMonths: 12,
      design: "rosa",
      active: true,
    };
    const created = await page.request.post("/api/staff/settings/gifts", { data: card });
    expect(created.status(), await created.text()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version: number };
    try {
      await page.goto("/blog");
      const nav = await menu(page);
      await expect(nav.getByRole("link", { name: "Regalos" })).toHaveAttribute("href", "/regalos");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Regalos" })).toBeVisible();
    } finally {
      const off = await page.request.put(`/api/staff/settings/gifts/${id}`, {
        data: { ...card, active: false, version },
      });
      expect(off.status(), await off.text()).toBe(200);
    }
    const products = (await (await page.request.get("/api/gifts")).json()) as { products: unknown[] };
    await page.goto("/blog");
    if (products.products.length === 0) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Regalos" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Regalos" })).toHaveCount(0);
    }
  });
});

test.describe("the first screen", () => {
  test("CN-05 a public page waits for nothing: its CSS inline and its own (no stylesheet request, none of the staff pages' rules), no web font asked for before the load, nothing preloaded but the hero", async ({
    page,
  }) => {
    const beforeLoad: string[] = [];
    let loaded = false;
    page.on("request", (r) => {
      if (!loaded) beforeLoad.push(new URL(r.url()).pathname);
    });
    page.on("load", () => (loaded = true));
    await page.goto("/");
    expect(beforeLoad.filter((p) => p.endsWith(".css"))).toEqual([]);
    expect(beforeLoad.filter((p) => p.endsWith(".woff2"))).toEqual([]);
    expect(await page.locator('head link[rel="stylesheet"], head link[rel="preload"][as="font"]').count()).toBe(0);
    const css = (await page.locator("head style").allTextContents()).join("");
    expect(css.length).toBeGreaterThan(10_000);
    // The till's 80 mm ticket page is the staff pages' CSS alone.
    expect(css).not.toContain("@page ticket");
    const staff = await page.request.get("/gestion/caja");
    expect(await staff.text()).toContain("@page ticket");
  });
});
