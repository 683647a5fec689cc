import { setClocks } from "./booking-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const tuesdayMorning = new Date("2026-11-24T08:00:00+01:00");

test.describe("deep links and articles that lead to a booking", () => {
  test("BK-13 /?servicio=<id>#reservas opens the widget with that service; date and time follow when offered", async ({
    page,
  }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/?servicio=masaje&fecha=2026-11-26&hora=16:00#reservas");
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await expect(section.getByRole("button", { name: /Masaje Relajante/ })).toHaveAttribute("aria-pressed", "true");
    await expect(section.getByRole("button", { name: /^jueves, 26 de noviembre de 2026, seleccionado/ })).toBeVisible();
    await expect(section.getByLabel("Hora")).toHaveValue("16:00");
    await expect(section.getByRole("region", { name: "Resumen de tu reserva" })).toContainText("4:00 PM");
  });

  test("SS-03 @responsive a deep link for a day in another month shows that month with the day selected", async ({
    page,
  }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/?servicio=corte&fecha=2026-12-10&hora=10:00#reservas");
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await expect(section.getByRole("button", { name: /^jueves, 10 de diciembre de 2026, seleccionado/ })).toBeVisible();
    await expect(section.getByLabel("Hora")).toHaveValue("10:00");
  });

  test("SS-03 @responsive the chat's offer for a day next month opens that month with the day selected; 'el lunes pasado' is past", async ({
    page,
  }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    const chat = page.getByRole("region", { name: /Chat con/ });
    const ask = async (text: string) => {
      await chat.getByRole("textbox", { name: "Escribe tu mensaje" }).fill(text);
      await chat.getByRole("button", { name: /enviar/i }).click();
    };
    await ask("quiero un corte el lunes pasado");
    await expect(chat.getByRole("list", { name: "Mensajes" })).toContainText(
      "El lunes, 23 de noviembre de 2026 ya ha pasado.",
      { timeout: 5000 },
    );
    await ask("quiero un corte el 10 de diciembre");
    // The newest offer (the past day got the nearest times too, CH-12).
    const offer = chat.getByRole("list", { name: "Horas libres" }).last().getByRole("link").first();
    await expect(offer).toHaveAttribute("href", /fecha=2026-12-10/, { timeout: 5000 });
    await offer.click();
    const section = page.locator("#reservas");
    await expect(section.getByRole("button", { name: /^jueves, 10 de diciembre de 2026, seleccionado/ })).toBeVisible();
  });

  test("BK-13 unknown or no-longer-offered values are ignored without an error", async ({ page }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/?servicio=corte&fecha=2026-11-29&hora=23:00#reservas");
    await waitForHydration(page);
    const section = page.locator("#reservas");
    await expect(section.getByRole("button", { name: /Corte y Peinado/ })).toHaveAttribute("aria-pressed", "true");
    await expect(
      section.getByRole("button", { name: /^martes, 24 de noviembre de 2026, hoy, seleccionado/ }),
    ).toBeVisible();
    await expect(section.getByLabel("Hora")).toHaveValue("");
    await page.goto("/?servicio=tinte#reservas");
    await waitForHydration(page);
    await expect(section.getByRole("button", { pressed: true })).toHaveCount(0);
  });

  test("BL-05 an article ends with 'Reservar este tratamiento' for its service and two other articles", async ({
    page,
  }) => {
    await setClocks(page, tuesdayMorning);
    await page.goto("/blog/3");
    await waitForHydration(page);
    const related = page.getByRole("navigation", { name: "Te puede interesar" });
    await expect(related.getByRole("link")).toHaveCount(2);
    await expect(related.getByRole("link", { name: /Cómo elegir el corte de pelo/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Reservar este tratamiento" }).click();
    await expect(page).toHaveURL(/\/\?servicio=corte#reservas$/);
    await expect(page.locator("#reservas").getByRole("button", { name: /Corte y Peinado/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  for (const [id, serviceId, name] of [
    [1, "facial", "Tratamiento Facial"],
    [2, "maquillaje", "Maquillaje"],
    [4, "masaje", "Masaje Relajante"],
    [5, "manicura", "Manicura y Pedicura"],
    [6, "facial", "Tratamiento Facial"],
  ] as const) {
    test(`BL-05 article ${id} books its category's treatment (${name})`, async ({ page }) => {
      await page.goto(`/blog/${id}`);
      await expect(page.getByRole("link", { name: "Reservar este tratamiento" })).toHaveAttribute(
        "href",
        `/?servicio=${serviceId}#reservas`,
      );
      await expect(page.getByRole("complementary", { name: "¿Te apetece que lo hagamos por ti?" })).toContainText(name);
    });
  }
});
