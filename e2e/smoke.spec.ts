import { expect, test, waitForHydration } from "./fixtures";

test("smoke", async ({ page }) => {
  for (const path of ["/", "/blog", "/blog/3", "/blog/7", "/blog?categoria=Spa"]) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
