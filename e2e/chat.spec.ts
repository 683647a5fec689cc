import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

async function openChat(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  // Tests that installed a fake clock freeze it here, then move it by hand.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 50).catch(() => {});
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  await expect(panel).toBeVisible();
  return panel;
}

const messages = (panel: ReturnType<Page["getByRole"]>) =>
  panel.getByRole("list", { name: "Mensajes" }).getByRole("listitem");

test.describe("chat", () => {
  test(
    "CH-01 round button with 'En línea' opens the box; close and minimise work",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const launcher = page.getByRole("button", { name: /abrir chat/i });
      await expect(launcher).toContainText("En línea");
      const round = await launcher.evaluate((el) => {
        const { width, height } = el.getBoundingClientRect();
        return width === height && parseFloat(getComputedStyle(el).borderRadius) >= width / 2;
      });
      expect(round).toBe(true);
      await launcher.click();
      const panel = page.getByRole("region", { name: /Chat con/ });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText("En línea");
      const box = await panel.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      await panel.getByRole("button", { name: "Minimizar chat" }).click();
      await expect(panel.getByRole("textbox")).toHaveCount(0);
      await expect.poll(async () => (await panel.boundingBox())?.height).toBe(64);
      await panel.getByRole("button", { name: "Expandir chat" }).click();
      await expect(panel.getByRole("textbox")).toBeVisible();
      await panel.getByRole("button", { name: "Cerrar chat" }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: /abrir chat/i })).toBeFocused();
    },
  );

  test("CH-02 CH-03 greeting after 500 ms on first opening, then four quick replies", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await expect(messages(panel)).toHaveCount(0);
    await page.clock.runFor(499);
    await expect(messages(panel)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(messages(panel)).toHaveCount(1);
    await expect(messages(panel).first()).toContainText("asistente virtual");
    const quick = panel.getByRole("group", { name: "Respuestas rápidas" }).getByRole("button");
    await expect(quick).toHaveText(["Servicios y precios", "Horarios de atención", "Cómo llegar", "Hacer una reserva"]);
  });

  test("CH-04 a typed message gets 'Escribiendo...' and a reply after 1–2 s; a quick reply after 800 ms", async ({
    page,
  }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    await panel.getByRole("button", { name: "Horarios de atención" }).click();
    await expect(panel.getByText("Escribiendo...")).toBeVisible();
    await expect(panel.getByRole("group", { name: "Respuestas rápidas" })).toHaveCount(0);
    await expect(messages(panel).nth(1)).toContainText("Tú");
    await page.clock.runFor(799);
    await expect(messages(panel)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(messages(panel)).toHaveCount(3);
    await expect(messages(panel).nth(2)).toContainText("9:00–20:00");
    await expect(panel.getByText("Escribiendo...")).toBeHidden();

    const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
    await input.fill("¿Dónde están?");
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(input).toHaveValue("");
    await expect(panel.getByText("Escribiendo...")).toBeVisible();
    await page.clock.runFor(999);
    await expect(messages(panel)).toHaveCount(4);
    await page.clock.runFor(1001);
    await expect(messages(panel)).toHaveCount(5);
    await expect(messages(panel).nth(4)).toContainText("Av. Principal 123");
  });

  test("CH-05 blank input is not sent; send is disabled while blank or typing; Enter sends", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
    const send = panel.getByRole("button", { name: "Enviar" });
    await expect(send).toBeDisabled();
    await input.fill("    ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(messages(panel)).toHaveCount(1);
    await input.fill("hola");
    await expect(send).toBeEnabled();
    await input.press("Enter");
    await expect(messages(panel)).toHaveCount(2);
    await input.fill("otra pregunta");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(messages(panel)).toHaveCount(2);
    await page.clock.runFor(2000);
    await expect(messages(panel)).toHaveCount(3);
    await expect(send).toBeEnabled();
  });

  test("CH-06 the list scrolls to the newest message, bot messages are announced, times are hh:mm", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-24T09:05:00+01:00") });
    const panel = await openChat(page);
    await page.clock.runFor(500);
    const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
    for (const text of ["servicios", "horario", "precios"]) {
      await input.fill(text);
      await input.press("Enter");
      await page.clock.runFor(2000);
    }
    await expect(messages(panel)).toHaveCount(7);
    await expect(messages(panel).last()).toBeInViewport();
    const scroller = panel.locator(".chat-scroll");
    await expect
      .poll(() => scroller.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight)))
      .toBeLessThanOrEqual(1);
    await expect(panel.locator('[aria-live="polite"]')).toContainText("Nuestros precios");
    await expect(messages(panel).first().locator("time")).toHaveText("09:05");
  });

  test("CH-07 replies follow the keyword rules, using the page's data", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
    const cases = [
      ["quiero reservar ahora", "Puedes reservar online"],
      ["¿cuánto cuesta?", "Nuestros precios"],
      ["¿tenéis wifi?", "No estoy segura de haberte entendido"],
      ["HOLA", "Qué alegría saludarte"],
    ];
    for (const [i, [text, expected]] of cases.entries()) {
      await input.fill(text!);
      await input.press("Enter");
      await page.clock.runFor(2000);
      await expect(messages(panel).nth(2 + i * 2)).toContainText(expected!);
    }
    await expect(messages(panel).nth(4)).toContainText("Masaje Relajante: 60€");
    await messages(panel).nth(2).getByRole("link", { name: "Ir a Reservas" }).click();
    await expect(page).toHaveURL(/#reservas$/);
  });

  test("CH-08 closing while 'Escribiendo...' leaves no error and no late message", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("horario");
    await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).press("Enter");
    await expect(panel.getByText("Escribiendo...")).toBeVisible();
    await panel.getByRole("button", { name: "Cerrar chat" }).click();
    await page.clock.runFor(5000);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    await expect(messages(panel)).toHaveCount(2);
    await expect(panel.getByText("Escribiendo...")).toBeHidden();
    // Leaving the page mid-reply is just as quiet (the console guard checks for errors).
    await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).fill("precio");
    await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).press("Enter");
    await page.getByRole("link", { name: "Todos los artículos" }).click();
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test(
    "CH-09 bubbles at most 70% wide, box 24rem tall (4rem minimised), fits small screens",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.clock.install();
      const panel = await openChat(page);
      await page.clock.runFor(500);
      const viewport = page.viewportSize()!;
      const height = (await panel.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(384);
      if (viewport.height >= 500) expect(height).toBe(384);
      const bubble = messages(panel).first().locator("p");
      const [bubbleWidth, listWidth] = await bubble.evaluate((el) => [
        el.getBoundingClientRect().width,
        el.parentElement!.getBoundingClientRect().width,
      ]);
      expect(bubbleWidth / listWidth!).toBeLessThanOrEqual(0.7 + 0.01);
      await expect(bubble).toHaveCSS("max-width", "70%");
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await panel.getByRole("button", { name: "Minimizar chat" }).click();
      await expect.poll(async () => (await panel.boundingBox())?.height).toBe(64);
    },
  );

  test("CH-10 the chat gives the WhatsApp number, different from the contact phone", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    const contactPhone = (await page.locator("#contacto").getByRole("link", { name: /^\+34/ }).textContent())!.trim();
    await panel.getByRole("button", { name: "Hacer una reserva" }).click();
    await page.clock.runFor(800);
    const reply = messages(panel).nth(2);
    await expect(reply).toContainText("WhatsApp");
    await expect(reply).toContainText(/\+34 \d{3} \d{3} \d{3}/);
    await expect(reply).not.toContainText(contactPhone);
  });

  test("QA-02 the open chat has no axe violations", async ({ page }) => {
    await page.clock.install();
    const panel = await openChat(page);
    await page.clock.runFor(500);
    await expect(messages(panel)).toHaveCount(1);
    await page.clock.resume(); // axe schedules its own timers
    await expectNoAxeViolations(page);
  });
});

test("issue 30 @360 the chat button covers no price and no link: on a phone it sits in a bar of its own with 'Reservar cita', and content scrolled into view stops above it", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Abrir chat de ayuda" });
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  const booking = page.getByRole("link", { name: "Reservar cita", exact: true }).last();
  if (phone) await expect(booking).toBeInViewport();
  const zone = async () => {
    const box = await toggle.boundingBox();
    const bar = phone ? await booking.evaluate((a) => a.parentElement?.getBoundingClientRect().toJSON()) : null;
    if (!box) throw new Error("no chat button");
    // On a phone the whole bar is taken; on a wide screen the button's square.
    return bar
      ? { x: 0, y: bar.y as number, width: page.viewportSize()?.width ?? 0, height: bar.height as number }
      : box;
  };
  const covered = await zone();
  const targets = [...(await page.locator("#reservas button").all()), ...(await page.locator("footer a").all())];
  expect(targets.length).toBeGreaterThan(10);
  for (const target of targets) {
    // As the browser brings it into view (keyboard focus, a link to it): its bottom edge last.
    await target.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
    const box = await target.boundingBox();
    if (!box) continue;
    const overlaps =
      box.x < covered.x + covered.width &&
      box.x + box.width > covered.x &&
      box.y < covered.y + covered.height &&
      box.y + box.height > covered.y;
    expect(overlaps, `${await target.textContent()} under the chat button`).toBe(false);
  }
  // At the end of the page the last links are clear of it too.
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  for (const link of await page.locator("footer a").all()) {
    const box = await link.boundingBox();
    if (!box) continue;
    expect(box.y + box.height <= covered.y || box.x + box.width <= covered.x, String(await link.textContent())).toBe(
      true,
    );
  }
});
