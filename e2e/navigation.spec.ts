import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const links = ["Inicio", "Servicios", "Reservas", "Blog", "Nosotros", "Galería", "Contacto"];
const anchors: Record<string, string> = {
  Inicio: "inicio",
  Servicios: "servicios",
  Reservas: "reservas",
  Blog: "blog",
  Nosotros: "nosotros",
  Galería: "galeria",
  Contacto: "contacto",
};

/** Opens the mobile menu when the desktop nav is hidden and returns the nav to use. */
async function openNav(page: Page) {
  const desktop = page.getByRole("navigation", { name: "Principal" });
  if (await desktop.isVisible()) return desktop;
  await page.getByRole("button", { name: "Abrir menú" }).click();
  return page.getByRole("navigation", { name: "Menú móvil" });
}

test.describe("navigation", { tag: "@responsive" }, () => {
  test("NV-01 the nav has every section link, and they work from an article page", async ({ page }) => {
    await page.goto("/blog/3");
    await waitForHydration(page);
    const nav = await openNav(page);
    for (const label of links) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "Servicios", exact: true }).click();
    await expect(page).toHaveURL(/\/#servicios$/);
    await expect(page.getByRole("heading", { name: "Nuestros Servicios" })).toBeInViewport();
  });

  test("NV-01 each section link goes to its anchor on the home page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    for (const label of links) {
      const nav = await openNav(page);
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${anchors[label]}$`));
      await expect(page.locator(`#${anchors[label]}`)).toBeInViewport();
    }
  });

  test("NV-02 every booking button leads to #reservas with the title clear of the sticky header", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const names = ["Reservar Ahora", "Reservar Mi Cita", "Reservar Cita"];
    for (const name of names) {
      // Include buttons hidden at this width (e.g. the header's, inside the mobile menu).
      const buttons = page.locator("a").filter({ hasText: new RegExp(`^${name}$`) });
      const count = await buttons.count();
      expect(count, name).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await expect(buttons.nth(i)).toHaveAttribute("href", "/#reservas");
    }
    // In the middle of the screen first: on a phone the bottom bar (chat, 'Reservar cita') is fixed
    // over the page's last 64 px, and smooth scrolling could carry the link under it mid-click.
    const hero = page.getByRole("link", { name: "Reservar Mi Cita" });
    await hero.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await hero.click();
    await expect(page).toHaveURL(/#reservas$/);
    const title = page.getByRole("heading", { name: "Reserva tu Cita Online" });
    await expect(title).toBeInViewport();
    // Wait for smooth scrolling to settle, then compare with the header's bottom edge.
    await expect
      .poll(async () => {
        const header = await page.locator("header").first().boundingBox();
        const box = await title.boundingBox();
        return header && box ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test("NV-02 booking buttons on an article page go to the home booking section", async ({ page }) => {
    await page.goto("/blog/2");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Reservar Cita" }).click();
    await expect(page).toHaveURL(/\/#reservas$/);
    await expect(page.getByRole("heading", { name: "Reserva tu Cita Online" })).toBeInViewport();
  });

  test("NV-03 below the desktop breakpoint a keyboard-operable menu opens and closes", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Abrir menú" });
    const width = page.viewportSize()?.width ?? 1280;
    if (width >= 1024) {
      await expect(trigger).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
      return;
    }
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menú" });
    await expect(dialog).toBeVisible();
    for (const label of links) await expect(dialog.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Reservar Cita" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await dialog.getByRole("link", { name: "Galería" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#galeria$/);
  });
});
