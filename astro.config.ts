/**
 * The site (docs/decisions/020-public-pages-as-islands.md): Astro renders the public pages from the
 * React components, islands only where there is interaction (PF-01). Two builds:
 * - the default renders pages on request inside the booking server (`npm run serve`): Hono hands
 *   them to Astro's Node handler in middleware mode, with the salon's settings and a page cache that
 *   a saved setting clears (PF-04, server/site/pages.ts);
 * - `STATIC_ONLY=1` prerenders every page from src/content for a static host (the hand-off mode).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { salonIslands } from "./src/app/astro/integration.ts";
import { site } from "./src/content/site.ts";
import { articlesDir } from "./src/lib/content-dir.ts";
import { paths } from "./src/lib/paths.ts";
import { alias, contentPlugins } from "./vite.shared.ts";
import { cspDirectives } from "./scripts/security-headers.mjs";

const staticOnly = process.env.STATIC_ONLY === "1";
/** CN-05: the fonts' loader, inlined in every page's <head> (layouts/base.astro), allowed by its hash. */
const fontLoaderHash = `sha256-${createHash("sha256")
  .update(readFileSync(new URL("./src/app/font-loader.js", import.meta.url), "utf8"))
  .digest("base64")}` as const;
const buildDir = process.env.BUILD_DIR || "build";
const notListed = [paths.staff, paths.appointment, paths.offer, paths.reviewPage, "/404", "/500"];
// Pages rendered on request are not enumerated by @astrojs/sitemap: the articles are named here (their
// ids from the files' frontmatter; the content collection validates them).
const articlePages = readdirSync(articlesDir())
  .filter((name) => name.endsWith(".md"))
  .map((name) => /^id:\s*(\d+)\s*$/m.exec(readFileSync(join(articlesDir(), name), "utf8"))?.[1])
  .filter((id) => id !== undefined)
  .map((id) => new URL(paths.post(Number(id)), site.url).href);

export default defineConfig({
  site: site.url,
  output: staticOnly ? "static" : "server",
  // staticHeaders: the prerendered pages' CSP goes to build/_headers.json, sent as a header by the server.
  ...(staticOnly ? {} : { adapter: node({ mode: "middleware", staticHeaders: true }) }),
  // BUILD_DIR: where a test builds a variant of the site (e2e/content-build.spec.ts). The pages and
  // assets land in <BUILD_DIR>/client either way (a static build has no server part).
  outDir: staticOnly ? `${buildDir}/client` : buildDir,
  trailingSlash: "never",
  // CN-05: every page's CSS inline in its <head> (about 10 kB compressed, hashed by the CSP below): no
  // render-blocking stylesheet request before the first screen, and a page never loads another's CSS.
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !notListed.some((path) => new URL(page).pathname.startsWith(path)),
      ...(staticOnly ? {} : { customPages: articlePages }),
    }),
    salonIslands(),
  ],
  // Every inline script and style Astro writes is allowed by its hash; no 'unsafe-inline' (PF-03).
  security: {
    csp: {
      // A <meta> CSP (the static-only build's) cannot carry frame-ancestors: X-Frame-Options does that there.
      directives: staticOnly ? cspDirectives.filter((d) => !d.startsWith("frame-ancestors")) : cspDirectives,
      scriptDirective: { hashes: [fontLoaderHash] },
    },
  },
  devToolbar: { enabled: false },
  // The articles are rendered by markdown-it (src/features/blog/markdown.ts): no code highlighting to inline.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss(), ...contentPlugins()],
    resolve: { alias },
  },
});
