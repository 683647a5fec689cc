// Bundles the booking server (server/main.ts) into build/server/main.js for
// plain `node`: the `@/` alias and the SQL files are resolved at build, and the
// npm packages stay external (docs/decisions/007-booking-service-shape.md).
import { defineConfig } from "vite";
import { alias } from "./vite.shared.ts";

export default defineConfig({
  publicDir: false,
  resolve: { alias },
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    // React Router writes its server build (index.js, the pages) here first.
    emptyOutDir: false,
    target: "node24",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
  ssr: { target: "node" },
});
