import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("a chat that books", () => {
  test("CH-11 a request in everyday Spanish gets the nearest free times; one fills the widget and focuses the summary", async ({
    page,
  }) => {
    await setClocks(page, new Date("2026-11-24T08:00:00+01:00"));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    const panel = page.getByRole("region", { name: /Chat con/ });
    await panel
      .getByRole("textbox", { name: "Escribe tu mensaje" })
      .fill("quiero un masaje el jueves a las 5 de la tarde");
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

  test("CH-11 a Sunday or an unknown service gets a clear answer", async ({ page }) => {
    await setClocks(page, new Date("2026-11-24T08:00:00+01:00"));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    const panel = page.getByRole("region", { name: /Chat con/ });
    const input = panel.getByRole("textbox", { name: "Escribe tu mensaje" });
    const messages = panel.getByRole("list", { name: "Mensajes" });
    await expect(messages).toContainText("¡Hola!");
    await input.fill("corte el domingo a las 10");
    await input.press("Enter");
    await expect(messages).toContainText("Los domingos no hay reservas online", { timeout: 5000 });
    await input.fill("un tinte mañana a las 10");
    await input.press("Enter");
    await expect(messages).toContainText("No ofrecemos «tinte»", { timeout: 5000 });
  });
});
