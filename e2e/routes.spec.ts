import { expect, expectNoHorizontalScroll, test, waitForHydration } from "./fixtures";

const pages = [
  { path: "/", text: "Tu belleza es nuestra pasión" },
  { path: "/blog", text: "Blog de Belleza" },
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ path: `/blog/${id}`, text: "Volver al blog" })),
];

test.describe("routes", { tag: "@responsive" }, () => {
  for (const { path, text } of pages) {
    test(`RT-01 ${path} is prerendered HTML with its text, then interactive`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain('lang="es"');
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  for (const path of ["/no-existe", "/blog/7", "/blog/0", "/blog/abc", "/servicios/extra"]) {
    test(`RT-04 ${path} answers 404 with the Spanish 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
      await expect(page).toHaveTitle(/Página no encontrada/);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
      await page.getByRole("link", { name: "Ir al blog" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1, name: "Blog de Belleza" })).toBeVisible();
      await page.goBack();
      await page.getByRole("link", { name: "Volver al inicio" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Tu belleza es nuestra pasión" })).toBeVisible();
    });
  }
});

test.describe("error boundary", () => {
  test.use({ allowedConsole: /Simulated render failure/ });

  test("RT-05 PF-01 an island that fails to render shows the fallback in its place; the page and the site keep working", async ({
    page,
  }) => {
    // The booking widget's calendar chunk fails as it loads, inside the booking island.
    await page.route(/\/assets\/slot-calendar\.[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'throw new Error("Simulated render failure");' }),
    );
    await page.goto("/#reservas");
    await waitForHydration(page);
    const booking = page.locator("#reservas");
    await expect(booking.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(booking.getByText(/Algo ha salido mal/)).toBeVisible();
    // The rest of the page is untouched: the chat still opens.
    await page.getByRole("button", { name: /abrir chat/i }).click();
    await expect(page.getByRole("textbox", { name: "Escribe tu mensaje" })).toBeVisible();
    await booking.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tu belleza es nuestra pasión" })).toBeVisible();
    await page.unrouteAll();
    await page.goto("/#reservas");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Corte y Peinado" }).click();
    await expect(page.getByRole("button", { name: "Corte y Peinado" })).toHaveAttribute("aria-pressed", "true");
  });

  test("PF-01 a server render error gives a Spanish 500 page with a link home", async ({ request }) => {
    const response = await request.get("/500");
    expect(response.status()).toBe(500);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Algo ha salido mal");
    expect(html).toMatch(/<a href="\/"[^>]*>Volver al inicio<\/a>/);
  });
});

test.describe("metadata", () => {
  const routes = [
    { path: "/", title: /Aurora Beauty Salón \| Peluquería/ },
    { path: "/blog", title: /^Blog de Belleza/ },
    { path: "/blog/3", title: /^Cómo elegir el corte de pelo/ },
  ];
  for (const { path, title } of routes) {
    test(`RT-07 ${path} has its own title, description, canonical and Open Graph tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`https://www.aurorabeautysalon.es${path === "/" ? "/" : path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
    });
  }

  test("RT-07 every route has a distinct title and description", async ({ request }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/blog", "/blog/1", "/blog/2", "/blog/3", "/blog/4", "/blog/5", "/blog/6"]) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      seen.add(`${title}|${description}`);
    }
    expect(seen.size).toBe(8);
  });
});
