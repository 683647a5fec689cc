// What the site build, the unit tests and the server bundle share: the `@/`
// alias, the content's photos (`@photos`, made into AVIF/WebP by astro:assets) and the plugin that
// turns the brand's colours into a stylesheet.
import { fileURLToPath } from "node:url";
import type { PluginOption } from "vite";
import { photosDir } from "./src/lib/content-dir.ts";
import { brandCss } from "./src/content/brand.ts";

export const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@photos": photosDir(),
};

export function contentPlugins(): PluginOption[] {
  return [brandStylesheet()];
}

/**
 * `virtual:brand.css`: the brand's colours (src/content/brand.ts) as a stylesheet bundled with the
 * page's CSS, so no page needs an inline <style> for them (PF-03: no 'unsafe-inline').
 */
function brandStylesheet(): PluginOption {
  const id = "virtual:brand.css";
  return {
    name: "salon:brand-css",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? brandCss : undefined),
  };
}
