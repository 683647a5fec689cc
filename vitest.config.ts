import { defineConfig } from "vitest/config";
import { alias, contentPlugins } from "./vite.shared.ts";

// Unit tests run without the React Router plugin; the DOM is opt-in per file
// with `/** @vitest-environment jsdom */`.
export default defineConfig({
  plugins: contentPlugins(),
  resolve: { alias },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.ts"],
    // Each server test file opens its own database (PGlite: a few seconds to initialise).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["./src/test/setup.ts"],
  },
});
