/**
 * CN-01 in a browser, on a server of its own (its home page changes): the owner uploads a phone photo
 * as the hero and into the gallery and writes a professional's bio in /gestion/contenido; a visitor sees
 * them on the next load, the photos as AVIF/WebP widths with their size reserved — at 360 and 1280 px.
 */
import { phonePhoto } from "./support/phone-photo";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from "./fixtures";
import { onOwnServer } from "./own-server";
import { signInAs } from "./staff-helpers";

onOwnServer(4187, "content");
// The forms' refusals (a photo without its description, a client's photo without consent) are 400s;
// a deleted article's page answers 410.
test.use({ allowedConsole: /^Failed to load resource: the server responded with a status of 4(00|01|10)/ });
const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");

test("CN-01 the owner puts a phone photo in the hero and the gallery and writes a bio; a visitor sees them (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = { name: "salon.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() };
  await setClocks(page, tuesdayMorning);
  for (const [i, width] of [360, 1280].entries()) {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
    await signInAs(page, "owner", "/gestion/contenido");
    const home = page.getByRole("form", { name: "Portada y Nosotros" });
    await home.getByLabel("Titular de la portada", { exact: true }).fill(`Tu momento en Aurora ${width}`);
    await home.getByLabel("Foto de la portada", { exact: true }).setInputFiles(photo);
    await expect(home.locator('img[src^="/media/foto-"]').first()).toBeVisible({ timeout: 30_000 });
    if (i === 0) {
      // A photo needs its description (what it shows) before it is published.
      await home.getByRole("button", { name: "Guardar portada y Nosotros" }).click();
      await expect(home.getByText("Describe la foto (qué se ve) para quien no puede verla.")).toBeVisible();
    }
    await home
      .getByLabel("Qué se ve en la foto de la portada", { exact: true })
      .fill("Recepción del salón con flores y sillones");
    await home.getByRole("button", { name: "Guardar portada y Nosotros" }).click();
    await expect(home.getByRole("status")).toHaveText("Guardado: la web ya lo muestra.");

    const gallery = page.getByRole("form", { name: "Galería" });
    await gallery.getByLabel("Cambiar la foto 1", { exact: true }).setInputFiles(photo);
    await expect(gallery.locator('img[src^="/media/foto-"]').first()).toBeVisible({ timeout: 30_000 });
    await gallery.getByLabel("Pie de la foto 1", { exact: true }).fill("Nuestro salón");
    await gallery
      .getByLabel("Qué se ve en la foto 1", { exact: true })
      .fill("El salón por dentro, con espejos y plantas");
    if (i === 0) {
      await gallery.getByLabel("En la foto 1 sale una clienta", { exact: true }).check();
      await gallery.getByRole("button", { name: "Guardar galería" }).click();
      await expect(
        gallery.getByText("Si sale una clienta, necesitas su consentimiento por escrito para publicar la foto."),
      ).toBeVisible();
    }
    await gallery.getByLabel("Tengo su consentimiento por escrito para publicar la foto 1", { exact: true }).check();
    await gallery.getByRole("button", { name: "Guardar galería" }).click();
    await expect(gallery.getByRole("status")).toHaveText("Galería guardada: la web ya la muestra.");

    const bio = page.getByRole("form", { name: "Sobre Carmen Ruiz" });
    await bio.getByLabel("Sobre Carmen Ruiz", { exact: true }).fill(`Estilista desde 2010 (${width}).`);
    await bio.getByRole("button", { name: "Guardar" }).click();
    await expect(bio.getByRole("status")).toHaveText("Guardado: la tarjeta de Carmen Ruiz ya lo muestra.");
    if (i === 0) await expectNoAxeViolations(page, "main");
    await expectNoHorizontalScroll(page);

    // A visitor, on the next load.
    await page.context().clearCookies();
    await page.goto("/");
    const hero = page.locator("#inicio");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(`Tu momento en Aurora ${width}`);
    const heroImg = hero.getByRole("img", { name: "Recepción del salón con flores y sillones" });
    await expect(heroImg).toHaveAttribute("fetchpriority", "high");
    await expect(heroImg).toHaveAttribute("width", /\d+/);
    await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/foto-[0-9a-f]{16}-480\.avif 480w/,
    );
    // CN-05: asked for with the HTML.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute("imagesrcset", /-480\.avif 480w/);
    expect(await heroImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (width >= 768) {
      // Beside the headline, in the same row (a <source> must not take a cell of the hero's grid).
      const [img, h1] = [await heroImg.boundingBox(), await hero.getByRole("heading", { level: 1 }).boundingBox()];
      expect(img && h1 && img.y < h1.y + h1.height && img.x > h1.x + h1.width / 2).toBe(true);
    }
    const first = page.locator("#galeria").getByRole("figure").first();
    await expect(first).toContainText("Nuestro salón");
    await expect(first.getByRole("img", { name: "El salón por dentro, con espejos y plantas" })).toBeAttached();
    await expect(page.locator("#equipo")).toContainText(`Estilista desde 2010 (${width}).`);
    await expectNoHorizontalScroll(page);
  }
});

test("CN-02 the owner writes an article with a cover photo, previews its Markdown and publishes it; a visitor reads it; deleted, its address says it is gone (410) (360 and 1280 px)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = { name: "portada.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() };
  await setClocks(page, tuesdayMorning);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
    const title = `Cómo cuidar el color después del tinte (${width})`;
    await signInAs(page, "owner", "/gestion/contenido");
    const panel = page.getByRole("region", { name: "Artículos del blog" });
    await panel.getByRole("button", { name: "Nuevo artículo" }).click();
    const editor = panel.getByRole("form", { name: "Nuevo artículo" });
    await editor.getByLabel("Título", { exact: true }).fill(title);
    await editor.getByLabel("Categoría", { exact: true }).selectOption("Cabello");
    await editor.getByLabel("Firma", { exact: true }).selectOption({ label: "Carmen Ruiz" });
    await editor.getByLabel("Foto de portada", { exact: true }).setInputFiles(photo);
    await expect(editor.locator('img[src^="/media/foto-"]')).toBeVisible({ timeout: 30_000 });
    await editor.getByLabel("Qué se ve en la foto de portada", { exact: true }).fill("Melena castaña recién teñida");
    await editor.getByLabel("Resumen", { exact: true }).fill("Tres costumbres para que el color dure semanas.");
    await editor
      .getByLabel("Texto (Markdown)", { exact: true })
      .fill(
        "## Lava con agua templada\n\nEl agua muy caliente abre la cutícula y el color se va antes.\n\n- Champú sin sulfatos\n- Mascarilla una vez por semana",
      );
    await editor.getByRole("button", { name: "Vista previa" }).click();
    const preview = editor.getByRole("region", { name: "Vista previa del artículo" });
    await expect(preview.getByRole("heading", { level: 2, name: "Lava con agua templada" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveCount(2);
    await editor.getByLabel("Estado", { exact: true }).selectOption({ label: "Publicado" });
    await editor.getByRole("button", { name: "Guardar artículo" }).click();
    const saved = panel.getByRole("status");
    await expect(saved).toHaveText(/publicado: está en \/blog\/\d+\.$/);
    const path = /(\/blog\/\d+)\.$/.exec((await saved.textContent()) ?? "")?.[1] ?? "";

    // A visitor finds it on /blog and reads it.
    await page.context().clearCookies();
    await page.goto("/blog");
    await page
      .getByRole("link", { name: new RegExp(title.replace(/[()]/g, "\\$&")) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(article).toContainText("Carmen Ruiz");
    await expect(article.getByRole("heading", { level: 2, name: "Lava con agua templada" })).toBeVisible();
    await expect(article.getByRole("img", { name: "Melena castaña recién teñida" })).toBeVisible();
    await expect(article.locator('source[type="image/avif"]').first()).toHaveAttribute("srcset", /\/media\/foto-/);
    await expectNoHorizontalScroll(page);

    // Deleted: gone from the blog, its address answers 410.
    await signInAs(page, "owner", "/gestion/contenido");
    await panel.getByRole("button", { name: `Editar «${title}»` }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await panel.getByRole("button", { name: "Borrar artículo" }).click();
    await expect(panel.getByRole("status")).toHaveText(`«${title}» borrado del blog.`);
    const gone = await page.request.get(path);
    expect(gone.status()).toBe(410);
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este artículo ya no está disponible");
  }
});
