import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export interface SiteFixtures {
  /** Console messages a test expects (e.g. the deliberate error in RT-05). */
  allowedConsole: RegExp | null;
  /** Other origins a test visits on purpose (PY-02: the stand-in of Stripe's hosted page). */
  allowedOrigins: readonly string[];
  consoleGuard: void;
}

/**
 * Every test fails on a console error or warning, an uncaught page error
 * (QA-01), or a request to any host but the site's own (QA-04).
 */
export const test = base.extend<SiteFixtures>({
  allowedConsole: [null, { option: true }],
  allowedOrigins: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsole, allowedOrigins, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const expected404 = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) expected404.add(response.url());
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error" && msg.type() !== "warning") return;
        const text = msg.text();
        // The browser reports a 404 document as a failed resource; that is the 404 page working (RT-04).
        if (/status of 404/.test(text) && expected404.has(msg.location().url)) return;
        // The back office's service worker is blocked for every test but its own (playwright.config.ts).
        if (text.startsWith("Service Worker registration blocked by Playwright")) return;
        if (allowedConsole?.test(text)) return;
        problems.push(`console.${msg.type()}: ${text} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => {
        if (allowedConsole?.test(error.message)) return;
        problems.push(`pageerror: ${error.message}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== origin && !allowedOrigins.includes(url.origin))
          problems.push(`external request: ${request.url()}`);
      });
      await use();
      expect(problems, "console errors, warnings or external requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.2 A/AA axe scan (QA-02). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * The page is interactive (PF-01): its HTML is there (the chat's plain launcher on public pages, the
 * staff app's frame on staff pages), and every island in view has hydrated — islands hydrate as they
 * near the viewport (`client:visible`); the chat's only on its first click. A cold server on a busy
 * 2-core machine can take well over the default 7 s to deliver the scripts: the limit here is the
 * test's own, so a slow machine makes a test slower, never red.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /abrir chat/i }).or(page.locator("[data-hydrated]"))).toBeVisible({
    timeout: 25_000,
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
        if (island.getAttribute("client") !== "visible") return true;
        // An island is `display: contents`: its content has the box.
        const box = island.firstElementChild?.getBoundingClientRect();
        return !box || box.bottom < 0 || box.top > window.innerHeight;
      }),
    null,
    { timeout: 25_000 },
  );
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
