import { defineConfig, devices } from "@playwright/test";

const PORT = 4173;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

// Layout-sensitive tests (tag @responsive) run at 360, 768 and 1280 px; the
// rest run once, at 1280 px.
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    trace: "retain-on-failure",
  },
  projects: [
    { name: "1280", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: "768",
      grep: /@responsive/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 768, height: 1024 }, hasTouch: true, launchOptions: chromium },
    },
    {
      name: "360",
      grep: /@responsive/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `npx serve build/client -l ${PORT} -c ../serve.json --no-clipboard`,
    port: PORT,
    reuseExistingServer: !process.env.CI,
  },
});
