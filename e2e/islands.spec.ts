/**
 * PF-01, PF-05: the public pages are HTML first; the few interactive parts are islands that load as
 * they are needed, and a tap made before their code arrives is never lost.
 */
import type { Page, Request } from "@playwright/test";
import { clocks, setClocks } from "./booking-helpers";
import { expect, test, waitForHydration } from "./fixtures";

/** The scripts a page requests, as the browser saw them. */
function scriptsRequested(page: Page) {
  const scripts: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request);
  });
  return scripts;
}

/** Holds back matching scripts until `release()`, like a slow phone network. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("islands", () => {
  test("PF-01 the blog, an article and the legal pages request no JavaScript at all", async ({ page }) => {
    const scripts = scriptsRequested(page);
    for (const path of ["/blog", "/blog/3", "/privacidad", "/aviso-legal"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(scripts.map((s) => s.url())).toEqual([]);
  });

  test("PF-01 the home page's booking widget loads only as it nears the viewport", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: "Tu belleza es nuestra pasión" })).toBeVisible();
    expect(scripts.map((s) => s.url()).filter((url) => /booking/.test(url))).toEqual([]);
    // The services already link to the widget with their choice (BK-13) before any script.
    await expect(page.locator("#reservas").getByRole("link", { name: /Corte y Peinado/ })).toHaveAttribute(
      "href",
      "/?servicio=corte#reservas",
    );
    await page.locator("#reservas").scrollIntoViewIfNeeded();
    await waitForHydration(page);
    await expect(page.locator("#reservas").getByRole("button", { name: /Corte y Peinado/ })).toBeVisible();
    expect(scripts.some((s) => /booking-island/.test(s.url()))).toBe(true);
  });

  test("PF-02 on a phone the calendar's code loads once a service is chosen", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await setClocks(page, clocks.tuesdayMorning);
    const scripts = scriptsRequested(page);
    await page.goto(`${baseURL}/#reservas`);
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await section.getByRole("heading", { name: /Selecciona la Fecha/ }).scrollIntoViewIfNeeded();
    await expect(section.getByText("Elige un servicio para ver los días libres.")).toBeVisible();
    expect(scripts.some((s) => /slot-calendar/.test(s.url()))).toBe(false);
    await section.getByRole("button", { name: /Corte y Peinado/ }).click();
    await expect(section.getByRole("grid")).toBeVisible();
    expect(scripts.some((s) => /slot-calendar/.test(s.url()))).toBe(true);
    await context.close();
  });

  test("PF-05 a tap on a service before the widget's code has arrived is kept", async ({ page }) => {
    await setClocks(page, clocks.tuesdayMorning);
    const release = await holdScripts(page, /\/assets\/booking-island\.[\w-]+\.js$/);
    await page.goto("/#reservas");
    const section = page.locator("#reservas");
    // The widget's code is held back: the service is still a link, and the tap follows it.
    await section.getByRole("link", { name: /Manicura/ }).click();
    await expect(page).toHaveURL(/\/\?servicio=manicura#reservas$/);
    release();
    await waitForHydration(page);
    await expect(section.getByRole("button", { name: /Manicura/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("PF-05 the chat's launcher says it is getting ready, then opens on that first tap", async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/chat-island\.[\w-]+\.js$/);
    await page.goto("/blog");
    const launcher = page.getByRole("button", { name: /abrir chat/i });
    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByRole("textbox", { name: "Escribe tu mensaje" })).toBeVisible();
    await expect(page.getByRole("button", { name: /cerrar chat/i, expanded: true })).toBeVisible();
  });

  test(
    "PF-01 the mobile menu opens, closes and leads to a section with JavaScript off",
    { tag: "@responsive" },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${baseURL}/blog`);
      await page.getByRole("button", { name: "Abrir menú" }).click();
      const menu = page.getByRole("dialog", { name: "Menú" });
      await expect(menu).toBeVisible();
      await menu.getByRole("button", { name: "Cerrar menú" }).click();
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await menu.getByRole("link", { name: "Contacto" }).click();
      await expect(page).toHaveURL(/\/#contacto$/);
      await expect(page.locator("#contacto-titulo")).toBeInViewport();
      await context.close();
    },
  );
});
