// The JavaScript a page requests (PF-02): Chromium at 412 px (a mid-range phone, as Lighthouse's
// mobile run emulates it), no interaction, until the network is idle; bytes as transferred
// (compressed). For `/`, again after scrolling to the booking section.
import { chromium } from "@playwright/test";
import debianChromium from "./chromium.json" with { type: "json" };

async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
}

export async function measureScripts(base, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? debianChromium.path,
    args: debianChromium.flags,
  });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const scripts = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script") scripts.push(request);
      });
      const total = async (list) => {
        const sizes = await Promise.all(list.map((r) => r.sizes()));
        return sizes.reduce((sum, s) => sum + s.responseBodySize, 0);
      };
      await page.goto(`${base}${route}`);
      await settle(page);
      const initial = [...scripts];
      const result = { route, jsFiles: initial.length, jsBytes: await total(initial) };
      if (route === "/") {
        await page.locator("#reservas").scrollIntoViewIfNeeded();
        await page
          .locator("#reservas")
          .getByRole("button", { name: /Corte y Peinado/ })
          .waitFor();
        await settle(page);
        result.afterBookingFiles = scripts.length;
        result.afterBookingBytes = await total(scripts);
      }
      results.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
