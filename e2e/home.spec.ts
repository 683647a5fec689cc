import { expect, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

test.describe("home sections", { tag: "@responsive" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("HM-01 the hero has the headline and a 'Reservar Ahora' button", async ({ page }) => {
    const hero = page.locator("#inicio");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Tu belleza es nuestra pasión");
    await expect(hero.getByRole("link", { name: "Reservar Ahora" })).toHaveAttribute("href", "/#reservas");
    await expectNoHorizontalScroll(page);
  });

  test("HM-02 six service cards with three features and a 'desde N€' price", async ({ page }) => {
    const cards = page
      .locator("#servicios")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(6);
    const expected = [
      ["Corte y peinado", 25],
      ["Tratamientos faciales", 45],
      ["Manicura y pedicura", 20],
      ["Maquillaje", 35],
      ["Masajes relajantes", 60],
      ["Depilación", 15],
    ] as const;
    for (const [i, [name, price]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card.getByText(`desde ${price}€`)).toBeVisible();
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(3);
      await expect(card.locator("p").first()).not.toBeEmpty();
    }
  });

  test("HM-03 CN-03 about: more than 10 years and the four stats, the services and the team counted from the settings", async ({
    page,
  }) => {
    const about = page.locator("#nosotros");
    await expect(about.getByRole("heading", { level: 2 })).toContainText("Más de 10 años");
    const stats: [string, string][] = [
      ["+1000", "Clientes satisfechas"],
      ["+10", "Años de experiencia"],
      // CN-03: counted from the settings (six services), not typed ('15' was stale).
      ["6", "Servicios especializados"],
      ["8", "Profesionales expertas"],
    ];
    for (const [value, label] of stats) {
      await expect(about.getByRole("definition").getByText(value, { exact: true })).toBeVisible();
      await expect(about.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
  });

  test("HM-04 six gallery images whose captions show on hover and on keyboard focus", async ({ page }) => {
    const gallery = page.locator("#galeria");
    const figures = gallery.getByRole("figure");
    await expect(figures).toHaveCount(6);
    const captions = [
      "Peluquería",
      "Tratamientos faciales",
      "Spa y relajación",
      "Maquillaje profesional",
      "Cuidado premium",
      "Instalaciones modernas",
    ];
    for (const [i, caption] of captions.entries()) {
      const figure = figures.nth(i);
      await expect(figure.locator("figcaption")).toHaveText(caption);
      await expect(figure.getByRole("img")).toHaveAttribute("alt", /.+/);
    }
    const first = figures.nth(0).locator("figcaption");
    await expect(first).toHaveCSS("opacity", "0");
    // Hover styles apply only where the device can hover (Tailwind's hover variant); touch users tap to focus.
    if (await page.evaluate(() => matchMedia("(hover: hover)").matches)) {
      await figures.nth(0).hover();
      await expect(first).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);
    }
    await figures.nth(1).focus();
    await expect(figures.nth(1).locator("figcaption")).toHaveCSS("opacity", "1");
  });

  test("HM-05 three testimonials with five stars (text alternative) and their labels", async ({ page }) => {
    const section = page.locator("#testimonios");
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(section.getByRole("img", { name: "5 de 5 estrellas" })).toHaveCount(3);
    for (const label of ["Cliente frecuente", "Cliente VIP", "Cliente nueva"]) {
      await expect(section.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(cards.first().locator("svg")).toHaveCount(5);
  });

  test("HM-06 opening hours with the booking button", async ({ page }) => {
    const block = page.locator("#horario");
    await expect(block.getByRole("heading", { name: "Horario de Atención" })).toBeVisible();
    await expect(block).toContainText("L–V");
    await expect(block).toContainText("9:00–20:00");
    await expect(block).toContainText("Sáb");
    await expect(block).toContainText("9:00–18:00");
    await expect(block).toContainText("Dom");
    await expect(block).toContainText("10:00–16:00");
    await expect(block.getByRole("link", { name: "Reservar Mi Cita" })).toHaveAttribute("href", "/#reservas");
  });

  test("HM-07 contact: tel:, mailto: and a map link for the address", async ({ page }) => {
    const contact = page.locator("#contacto");
    await expect(contact.getByRole("link", { name: /^\+34/ })).toHaveAttribute("href", /^tel:\+34\d{9}$/);
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    const map = contact.getByRole("link", { name: /Av\. Principal 123, Centro Comercial Plaza, Local 45/ });
    await expect(map).toHaveAttribute("href", /maps.*Av\.%20Principal%20123/);
  });

  test("HM-08 CN-03 footer: services, links, named social icons without dead links, © 2025–<this year> and credit", async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Servicios" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Corte y peinado" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Enlaces" })).toBeVisible();
    const social = footer.getByRole("list", { name: "Redes sociales" }).getByRole("link");
    await expect(social).toHaveCount(3);
    for (const name of ["Instagram", "Facebook", "TikTok"]) {
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", /^https:\/\/www\./);
    }
    expect(await page.locator('a[href="#"]').count()).toBe(0);
    // CN-03: from the seed's 2025 to the current year.
    const year = new Date().getFullYear();
    await expect(footer).toContainText(
      year > 2025 ? `© 2025–${year} Aurora Beauty Salón` : "© 2025 Aurora Beauty Salón",
    );
    await expect(footer.getByRole("link", { name: "Estudio Lumen Web" })).toBeVisible();
  });
});
