import type { Response } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const filters = ["Todos", "Cuidado de la Piel", "Maquillaje", "Cabello", "Spa", "Uñas"];

test.describe("blog", { tag: "@responsive" }, () => {
  test("BL-01 'Blog de Belleza' with the category filters, 'Todos' selected first", async ({ page }) => {
    await page.goto("/#blog");
    await waitForHydration(page);
    const section = page.locator("#blog");
    await expect(section.getByRole("heading", { level: 2, name: "Blog de Belleza" })).toBeVisible();
    const group = section.getByRole("group", { name: "Filtrar artículos por categoría" });
    await expect(group.getByRole("button")).toHaveText(filters);
    await expect(group.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
    await group.getByRole("button", { name: "Maquillaje" }).click();
    await expect(group.getByRole("button", { name: "Maquillaje" })).toHaveAttribute("aria-pressed", "true");
    await expect(group.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "false");
  });

  test("BL-02 a category shows exactly its articles, the first featured; the grid has 1/2/3 columns with 2-line excerpts", async ({
    page,
  }) => {
    await page.goto("/#blog");
    await waitForHydration(page);
    const section = page.locator("#blog");
    const articles = section.getByRole("article");
    await expect(articles).toHaveCount(6);
    await expect(articles.first().getByRole("link", { name: /Leer Artículo Completo/ })).toHaveAttribute(
      "href",
      "/blog/1",
    );
    const grid = section.getByTestId("post-grid");
    const width = page.viewportSize()!.width;
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(width >= 1024 ? 3 : width >= 768 ? 2 : 1);
    const excerpt = grid.getByRole("article").first().locator("p.line-clamp-2");
    await expect(excerpt).toHaveCSS("-webkit-line-clamp", "2");

    await section.getByRole("button", { name: "Cuidado de la Piel" }).click();
    await expect(articles).toHaveCount(2);
    await expect(articles.first()).toContainText("Cuidado de la piel en invierno");
    await expect(articles.first().getByRole("link", { name: /Leer Artículo Completo/ })).toBeVisible();
    await expect(articles.nth(1)).toContainText("Beneficios de los tratamientos faciales");

    await section.getByRole("button", { name: "Spa" }).click();
    await expect(articles).toHaveCount(1);
    await expect(articles.first()).toContainText("Rutina de spa en casa");
    await expect(section.getByTestId("post-grid")).toHaveCount(0);
  });

  test("BL-04 cards link to /blog/{id} and 'Ver Más Artículos' leads to /blog", async ({ page }) => {
    await page.goto("/#blog");
    await waitForHydration(page);
    const section = page.locator("#blog");
    const titles = section.getByRole("article").getByRole("heading").getByRole("link");
    await expect(titles).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(titles.nth(i)).toHaveAttribute("href", `/blog/${i + 1}`);
    await titles.nth(2).click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Cómo elegir el corte de pelo/);
    await page.goBack();
    await page.locator("#blog").getByRole("link", { name: "Ver Más Artículos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog de Belleza" })).toBeVisible();
  });

  test("RT-02 PF-01 /blog lists six articles; the filter is plain links that keep the category in ?categoria=", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("article")).toHaveCount(6);
    const filter = page.getByRole("navigation", { name: "Filtrar artículos por categoría" });
    await expect(filter.getByRole("link")).toHaveText(filters);
    await expect(filter.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "Uñas" }).click();
    await expect(page).toHaveURL(/\/blog\?categoria=U%C3%B1as$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText("Nail art para principiantes");
    await page.reload();
    await expect(filter.getByRole("link", { name: "Uñas" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.goto("/blog?categoria=Spa");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText("Rutina de spa");
    await filter.getByRole("link", { name: "Todos" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("article")).toHaveCount(6);
  });

  test("PF-01 the /blog filter works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Filtrar artículos por categoría" })
      .getByRole("link", { name: "Maquillaje" })
      .click();
    await expect(page).toHaveURL(/\/blog\?categoria=Maquillaje$/);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText("Tendencias de maquillaje");
    await context.close();
  });

  test("RT-02 an unknown ?categoria= shows every article", async ({ page }) => {
    await page.goto("/blog?categoria=%3Cscript%3E");
    await waitForHydration(page);
    const filter = page.getByRole("navigation", { name: "Filtrar artículos por categoría" });
    await expect(filter.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article")).toHaveCount(6);
  });
});

const articles = [
  {
    id: 1,
    title: "Cuidado de la piel en invierno",
    date: "miércoles, 15 de enero de 2025",
    read: "5 min",
    views: "1205",
  },
  { id: 2, title: "Tendencias de maquillaje 2025", date: "lunes, 3 de febrero de 2025", read: "4 min", views: "892" },
  { id: 3, title: "Cómo elegir el corte de pelo", date: "jueves, 20 de febrero de 2025", read: "6 min", views: "1456" },
  { id: 4, title: "Rutina de spa en casa", date: "sábado, 8 de marzo de 2025", read: "7 min", views: "734" },
  { id: 5, title: "Nail art para principiantes", date: "martes, 25 de marzo de 2025", read: "5 min", views: "623" },
  {
    id: 6,
    title: "Beneficios de los tratamientos faciales",
    date: "jueves, 10 de abril de 2025",
    read: "6 min",
    views: "945",
  },
];

test.describe("articles", () => {
  for (const a of articles) {
    test(`RT-03 /blog/${a.id} shows image, title, author, long date, reading time, views, body and 'Volver al blog'`, async ({
      page,
    }) => {
      await page.goto(`/blog/${a.id}`);
      await waitForHydration(page);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toContainText(a.title);
      await expect(article.getByRole("img").first()).toBeVisible();
      await expect(article.locator("time")).toHaveText(a.date);
      await expect(article).toContainText(`${a.read} de lectura`);
      await expect(article).toContainText(`${a.views} lecturas`);
      await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(article.getByRole("listitem").first()).toBeVisible();
      const words = (await article.innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThan(350);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(jsonLd).toMatchObject({ "@type": "BlogPosting", datePublished: expect.stringMatching(/^2025-/) });
      await expectNoAxeViolations(page);
      await article.getByRole("link", { name: "Volver al blog" }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test("RT-03 CN-03 authors are team members, shown with their photo or their initials", async ({ page }) => {
    await page.goto("/blog/2");
    await expect(page.getByRole("article")).toContainText("EG");
    await expect(page.getByRole("article")).toContainText("Elena Gómez");
    await page.goto("/blog/1");
    await expect(page.getByRole("article")).toContainText("Marta Navarro");
    await expect(page.getByRole("article")).toContainText("MN");
  });

  test("BL-03 article bodies are not in the home page's JavaScript", async ({ page }) => {
    const responses: Response[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) responses.push(response);
    });
    await page.goto("/");
    await waitForHydration(page);
    // The home page's islands (booking, blog filter, hours) load as they come into view (PF-01).
    await page.locator("#contacto").scrollIntoViewIfNeeded();
    await waitForHydration(page);
    expect(responses.length).toBeGreaterThan(0);
    // A body can be gone (a chunk the page dropped while loading); read what is there.
    const scripts = await Promise.all(responses.map((r) => r.text().catch(() => "")));
    const all = scripts.join("\n");
    expect(all).not.toContain("Ceramidas, que reparan");
    expect(all).not.toContain("Recógete el pelo");
  });

  test("QA-02 /blog has no axe violations", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
