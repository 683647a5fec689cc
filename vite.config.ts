import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { alias, contentPlugins } from "./vite.shared.ts";

export default defineConfig({
  plugins: [tailwindcss(), ...contentPlugins(), reactRouter()],
  resolve: { alias },
});
