// What the site build, the unit tests and the server bundle share: the `@/`
// alias, the content's photos (`@photos`) and the plugins that turn the
// content's files into modules (articles from Markdown, photos into AVIF/WebP).
import { fileURLToPath } from "node:url";
import type { PluginOption } from "vite";
import { imagetools } from "vite-imagetools";
import { blogArticles } from "./src/features/blog/vite-plugin.ts";
import { photosDir } from "./src/lib/content-dir.ts";

export const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@photos": photosDir(),
};

export function contentPlugins(): PluginOption[] {
  // imagetools only touches imports that carry its directives (src/lib/photos.ts).
  return [blogArticles(), imagetools()];
}
