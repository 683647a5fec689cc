import type { Config } from "@react-router/dev/config";
import { postPaths } from "./src/content/blog/posts";

export default {
  appDirectory: "src/app",
  ssr: false,
  // Every public page is prerendered so its text is in the HTML; `/404` becomes
  // build/client/404.html (see scripts/postbuild.mjs) for the static server.
  async prerender() {
    return [
      "/",
      "/blog",
      ...postPaths(),
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
