import type { Config } from "@react-router/dev/config";
import { loadArticles } from "./src/features/blog/article-files";
import { paths } from "./src/lib/paths";

/**
 * Two builds (docs/decisions/016-live-settings.md):
 * - the default renders pages on request in the booking server (`npm run serve`), from the salon's
 *   settings in the database, kept in memory and re-rendered after a saved change (OW-02);
 * - `STATIC_ONLY=1` prerenders every page from src/content for a static host (the hand-off mode).
 */
const staticOnly = process.env.STATIC_ONLY === "1";

export default {
  appDirectory: "src/app",
  ssr: !staticOnly,
  // BUILD_DIR: where a test builds a variant of the site (e2e/content-build.spec.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every public page is prerendered so its text is in the HTML; `/404` becomes
  // build/client/404.html (see scripts/postbuild.mjs) for the static server.
  async prerender() {
    // On request, every page shows settings (the footer's services, the chat's hours): none is prerendered.
    if (!staticOnly) return [];
    return [
      "/",
      "/blog",
      ...loadArticles().map((a) => paths.post(a.meta.id)),
      "/privacidad",
      "/aviso-legal",
      "/cita",
      "/gestion",
      "/gestion/ajustes",
      "/gestion/acceso",
      "/gestion/cuenta",
      "/gestion/personas",
      "/gestion/registro",
      "/404",
      "/sitemap.xml",
      "/robots.txt",
    ];
  },
} satisfies Config;
