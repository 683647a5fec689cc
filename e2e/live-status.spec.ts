import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("live opening status", () => {
  test("HM-09 'Abierto ahora' in the hours block and the contact section, updated as the minute changes", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-24T19:29:30+01:00") });
    await page.goto("/#horario");
    await waitForHydration(page);
    const hours = page.locator("#horario");
    const contact = page.locator("#contacto");
    await expect(hours.getByText("Abierto ahora · cierra a las 20:00")).toBeVisible();
    // The contact section's line is its own island, live once it nears the viewport (PF-01).
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByText("Abierto ahora · cierra a las 20:00")).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(hours.getByText("Cierra pronto · cierra a las 20:00")).toBeVisible();
    await page.clock.runFor(31 * 60_000);
    await expect(hours.getByText("Cerrado · abre mañana a las 9:00")).toBeVisible();
    await expectNoAxeViolations(page, "#horario");
  });

  test("HM-09 the prerendered HTML never carries a status (it would be stale)", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/Abierto ahora|Cierra pronto|Cerrado · abre/);
  });

  test("HM-09 the chat's hours reply starts with the live status", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-29T17:00:00+01:00") });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /abrir chat/i }).click();
    const panel = page.getByRole("region", { name: /Chat con/ });
    await page.clock.runFor(1000);
    await panel.getByRole("button", { name: "Horarios de atención" }).click();
    await page.clock.runFor(2000);
    await expect(panel.getByRole("list", { name: "Mensajes" })).toContainText("Cerrado · abre mañana a las 9:00.");
  });
});
