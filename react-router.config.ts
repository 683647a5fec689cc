import type { Config } from "@react-router/dev/config";
import { loadArticles } from "./src/features/blog/article-files";
import { paths } from "./src/lib/paths";

export default {
  appDirectory: "src/app",
  ssr: false,
  // BUILD_DIR: where a test builds a variant of the site (e2e/content-build.spec.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every public page is prerendered so its text is in the HTML; `/404` becomes
  // build/client/404.html (see scripts/postbuild.mjs) for the static server.
  async prerender() {
    return [
      "/",
      "/blog",
      ...loadArticles().map((a) => paths.post(a.meta.id)),
      "/privacidad",
      "/aviso-legal",
      "/cita",
      "/gestion",
      "/404",
      "/sitemap.xml",
      "/robots.txt",
    ];
  },
} satisfies Config;
