import { defineConfig, devices } from "@playwright/test";
import debianChromium from "./scripts/chromium.json" with { type: "json" };

const PORT = 4173;
// Debian's Chromium: Playwright's own browser download does not work on our machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? debianChromium.path,
  args: debianChromium.flags,
};

// Layout-sensitive tests (tag @responsive) run at 320, 360, 768 and 1280 px; a flow the phone and the
// laptop each need to see through (tag @360) at 360 and 1280 px; the rest once, at 1280 px.
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  // No retry, in CI either: a test that passes only the second time hides a lost tap or a race (#41).
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
    // The back office's service worker (SP-01) caches and answers offline: only its own test allows it,
    // so no other test sees a page or an answer from a cache.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "1280",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: "768",
      grep: /@responsive/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 768, height: 1024 },
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    {
      // WCAG 1.4.10 reflow: the narrowest width the site must work at (QA-03).
      name: "320",
      grep: /@responsive/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 320, height: 640 },
        hasTouch: true,
        isMobile: true,
        launchOptions: chromium,
      },
    },
    {
      name: "360",
      grep: /@responsive|@360/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        launchOptions: chromium,
      },
    },
  ],
  // The real server (site + booking API) on a fresh embedded database, with the test clock
  // enabled so each test can set the server's "now" (X-Salon-Test-Now) to match the page's clock.
  webServer: {
    command: "node scripts/e2e-server.mjs",
    port: PORT,
    // Ready once the owner, a receptionist and a professional have their accounts (AC-01).
    wait: { stdout: /e2e accounts ready/ },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
