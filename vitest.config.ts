import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin; the DOM is opt-in per file
// with `/** @vitest-environment jsdom */`.
export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.ts"],
    // Each server test file opens its own database (PGlite: a few seconds to initialise).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["./src/test/setup.ts"],
  },
});
