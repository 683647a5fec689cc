/**
 * The owner's two everyday content changes, proven on a real build: a seventh
 * article is one more Markdown file, and a 5 MB phone photo named in it reaches
 * a phone as a small AVIF. Builds a copy of the content (CONTENT_DIR) into a
 * temporary directory (BUILD_DIR) and serves that build to the browser.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { extname, join, resolve } from "node:path";
import { type BrowserContext, expect, test } from "@playwright/test";
import { phonePhoto } from "./support/phone-photo";

const ORIGIN = "http://salon.test";
const PHOTO = "clienta-tratamiento-facial.jpg";
const TITLE = "Cómo preparar la piel antes de una boda";

const newArticle = `---
id: 7
title: "${TITLE}"
excerpt: Un calendario sencillo de cuidados para llegar al gran día con la piel luminosa y sin sorpresas.
category: Cuidado de la Piel
author: elena
publishDate: 2025-05-02
readTime: 4 min
image: ${PHOTO}
imageAlt: Clienta con una mascarilla hidratante en la cabina de tratamientos
views: 12
---

Empieza **tres meses antes** y *sin prisas*: la piel necesita semanas para responder.

## Tres meses antes

- Limpieza facial profesional.
- Rutina de hidratación constante.

> La constancia vale más que cualquier tratamiento de última hora.

Consulta nuestros [servicios](/#servicios) o pide cita.
`;

let dir = "";
let client = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  // Inside the project: the build resolves packages and filters images relative to it.
  mkdirSync("content-build-tmp", { recursive: true });
  dir = mkdtempSync(join("content-build-tmp", "run-"));
  cpSync("src/content", join(dir, "content"), { recursive: true });
  writeFileSync(join(dir, "content/blog/preparar-la-piel-antes-de-una-boda.md"), newArticle);
  mkdirSync(join(dir, "content/photos"), { recursive: true });
  writeFileSync(join(dir, "content/photos", PHOTO), await phonePhoto());
  const build = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    // The static-only hand-off build: every page prerendered from the content files.
    env: { ...process.env, STATIC_ONLY: "1", CONTENT_DIR: resolve(dir, "content"), BUILD_DIR: resolve(dir, "build") },
    encoding: "utf8",
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  client = resolve(dir, "build/client");
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Serves the temporary build as the static server would. */
async function serveBuild(context: BrowserContext) {
  await context.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    // Astro writes /blog as blog.html (next to the blog/ folder of articles) and / as index.html.
    let file = join(client, decodeURIComponent(pathname));
    if (!extname(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    else if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ path: file });
  });
}

test("BL-03 a seventh article file appears in /blog, the sitemap and its own page", async ({ browser }) => {
  expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain("/sitemap-0.xml</loc>");
  expect(readFileSync(join(client, "sitemap-0.xml"), "utf8")).toContain("/blog/7</loc>");

  const context = await browser.newContext();
  await serveBuild(context);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/blog`);
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(`${ORIGIN}/blog/7`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  // The body is CommonMark rendered at build: emphasis, a list, a quote and a link.
  await page.goto(`${ORIGIN}/blog/7`);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2, name: "Tres meses antes" })).toBeVisible();
  await expect(article.locator("strong", { hasText: "tres meses antes" })).toBeVisible();
  await expect(article.locator("em", { hasText: "sin prisas" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "Limpieza facial profesional." })).toBeVisible();
  await expect(article.locator("blockquote")).toContainText("La constancia vale más");
  await expect(article.getByRole("link", { name: "servicios" })).toHaveAttribute("href", "/#servicios");
  await context.close();
});

test("RT-03 PF-03 a 5 MB phone photo reaches a phone as AVIF under 150 kB (astro:assets widths), with its size reserved", async ({
  browser,
}) => {
  // astro:assets makes AVIF/WebP widths at build (PF-03); the original stays in the build (Astro's image
  // endpoint reads it) but no page names it.
  const assets = readdirSync(join(client, "assets"));
  for (const page of ["blog.html", "blog/7.html", "index.html"])
    expect(readFileSync(join(client, page), "utf8")).not.toMatch(/\/assets\/clienta-tratamiento-facial[^"\s]*\.jpe?g/i);
  const variants = assets.filter((f) => f.startsWith("clienta-tratamiento-facial"));
  expect(variants.filter((f) => f.endsWith(".avif")).length).toBeGreaterThanOrEqual(4);
  expect(variants.filter((f) => f.endsWith(".webp")).length).toBeGreaterThanOrEqual(4);

  // A mid-range phone, as Lighthouse's mobile run emulates it (412 px at 1.75×).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await serveBuild(context);
  const page = await context.newPage();
  const photoBytes: { url: string; type: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("clienta-tratamiento-facial")) return;
    const body = await response.body();
    photoBytes.push({ url: response.url(), type: response.headers()["content-type"] ?? "", bytes: body.length });
  });
  await page.goto(`${ORIGIN}/blog/7`);
  const img = page.getByRole("img", { name: "Clienta con una mascarilla hidratante en la cabina de tratamientos" });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  // Intrinsic size on the element (no layout shift), AVIF and WebP sources with sizes.
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  const picture = page.locator("picture", { has: img });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /480w.*800w.*1200w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("sizes", /100vw|calc/);

  // Everything the phone downloaded for this photo (the preload scanner may guess a width before layout).
  expect(photoBytes.length).toBeGreaterThan(0);
  for (const download of photoBytes) expect(download.type).toBe("image/avif");
  expect(photoBytes.reduce((sum, d) => sum + d.bytes, 0)).toBeLessThan(150_000);

  // Below the fold (the blog list's grid), the photo waits until it is scrolled to.
  await page.goto(`${ORIGIN}/blog`);
  await expect(page.getByRole("img", { name: /Clienta con una mascarilla/ })).toHaveAttribute("loading", "lazy");
  await context.close();
});
