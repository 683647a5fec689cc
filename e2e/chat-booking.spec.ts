import type { Page } from "@playwright/test";
import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

/** The home page on Tuesday 24 November 2026 at 8:00, with the chat open. */
async function openChat(page: Page) {
  await setClocks(page, new Date("2026-11-24T08:00:00+01:00"));
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: /abrir chat/i }).click();
  const panel = page.getByRole("region", { name: /Chat con/ });
  return {
    panel,
    input: panel.getByRole("textbox", { name: "Escribe tu mensaje" }),
    messages: panel.getByRole("list", { name: "Mensajes" }),
  };
}

test.describe("a chat that books", () => {
  test("CH-11 a request in everyday Spanish gets the nearest free times; one fills the widget and focuses the summary", async ({
    page,
  }) => {
    const { panel, input } = await openChat(page);
    await input.fill("quiero un masaje el jueves a las 5 de la tarde");
    await panel.getByRole("button", { name: /enviar/i }).click();
    const times = panel.getByRole("list", { name: "Horas libres" });
    await expect(times.getByRole("link")).toHaveText(["4:00 PM", "5:00 PM", "6:00 PM"], { timeout: 5000 });
    await expect(panel.getByRole("list", { name: "Mensajes" })).toContainText(
      "Entendido: Masaje Relajante el jueves, 26 de noviembre de 2026 a las 17:00.",
    );
    await expectNoAxeViolations(page);
    await times.getByRole("link", { name: "5:00 PM" }).click();
    const section = page.locator("#reservas");
    await expect(section.getByRole("button", { name: /Masaje Relajante/ })).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByLabel("Hora")).toHaveValue("17:00");
    const summary = section.getByRole("region", { name: "Resumen de tu reserva" });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("jueves, 26 de noviembre de 2026");
  });

  test("CH-13 'unas mechas' is not nails; 'con Carmen … a las 10' says when she works and offers her times, which book with her", async ({
    page,
  }) => {
    const { panel, input, messages } = await openChat(page);
    await expect(messages).toContainText("¡Hola!");
    await input.fill("quiero unas mechas el jueves");
    await input.press("Enter");
    await expect(messages).toContainText("No ofrecemos «mechas»", { timeout: 5000 });
    await input.fill("un corte con Carmen el jueves a las 10");
    await input.press("Enter");
    await expect(messages).toContainText("Carmen trabaja de lunes a viernes de 14:00 a 20:00.", { timeout: 5000 });
    const times = panel.getByRole("list", { name: "Horas libres" }).last();
    await expect(times.getByRole("link").first()).toHaveText("2:00 PM");
    await times.getByRole("link", { name: "2:00 PM" }).click();
    const section = page.locator("#reservas");
    await expect(section.getByLabel("Profesional")).toHaveValue("carmen");
    await expect(section.getByLabel("Hora")).toHaveValue("14:00");
  });

  test("CH-11 a Sunday or an unknown service gets a clear answer", async ({ page }) => {
    const { input, messages } = await openChat(page);
    await expect(messages).toContainText("¡Hola!");
    await input.fill("corte el domingo a las 10");
    await input.press("Enter");
    await expect(messages).toContainText("Los domingos no hay reservas online", { timeout: 5000 });
    await input.fill("un tinte mañana a las 10");
    await input.press("Enter");
    await expect(messages).toContainText("No ofrecemos «tinte»", { timeout: 5000 });
  });

  test("CH-12 @360 the chat answers about a day, a price and a service it does not do; on a phone a tapped time closes it with the summary in view", async ({
    page,
  }) => {
    const { panel, input, messages } = await openChat(page);
    await expect(messages).toContainText("¡Hola!");
    const ask = async (text: string, expected: string) => {
      await input.fill(text);
      await input.press("Enter");
      // The newest message (its offered times are list items inside it).
      await expect(messages.locator(":scope > li").last()).toContainText(expected, { timeout: 5000 });
    };
    await ask(
      "¿abrís el domingo?",
      "El domingo, 29 de noviembre de 2026 abrimos de 10:00 a 16:00. Ese día no hay reservas online",
    );
    await ask("¿a qué hora cerráis el sábado?", "El sábado, 28 de noviembre de 2026 abrimos de 9:00 a 18:00.");
    await ask("¿cuánto cuesta un corte?", "Corte y Peinado: 25");
    await ask("¿hacéis mechas?", "No, no hacemos mechas.");
    await ask(
      "un corte el lunes pasado",
      "El lunes, 23 de noviembre de 2026 ya ha pasado. Te propongo Corte y Peinado",
    );
    const times = panel.getByRole("list", { name: "Horas libres" }).last();
    await times.getByRole("link").first().click();
    const summary = page.locator("#reservas").getByRole("region", { name: "Resumen de tu reserva" });
    await expect(summary).toBeFocused();
    if ((page.viewportSize()?.width ?? 1280) < 768) {
      // The panel covered the widget: it is closed, and the summary is on screen.
      await expect(panel).toBeHidden();
      await expect(summary).toBeInViewport();
    } else await expect(panel).toBeVisible();
  });
});
