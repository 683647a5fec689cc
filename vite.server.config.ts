// Bundles the booking server (server/main.ts) into build/server/main.js for
// plain `node`: the `@/` alias and the SQL files are resolved at build, and the
// npm packages stay external (docs/decisions/007-booking-service-shape.md).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    emptyOutDir: true,
    target: "node24",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
  ssr: { target: "node" },
});
