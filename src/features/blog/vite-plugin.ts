/**
 * Hands the articles to the app as two generated modules:
 * `virtual:blog-posts` (metadata, for lists and links) and
 * `virtual:blog-bodies` (HTML bodies, imported only by the article route's
 * build-time loader, so neither Markdown nor its renderer reaches a browser).
 */
import type { Plugin } from "vite";
import { articlesDir, loadArticles } from "./article-files.ts";

const modules = { posts: "virtual:blog-posts", bodies: "virtual:blog-bodies" } as const;
const resolved = (id: string) => `\0${id}`;

export function blogArticles(): Plugin {
  const dir = articlesDir();
  return {
    name: "salon:blog-articles",
    resolveId(id) {
      return id === modules.posts || id === modules.bodies ? resolved(id) : undefined;
    },
    load(id) {
      if (id !== resolved(modules.posts) && id !== resolved(modules.bodies)) return undefined;
      const articles = loadArticles(dir);
      for (const a of articles) this.addWatchFile(a.file);
      const value =
        id === resolved(modules.posts)
          ? articles.map((a) => a.meta)
          : Object.fromEntries(articles.map((a) => [a.meta.id, a.html]));
      return `export default ${JSON.stringify(value)};`;
    },
    configureServer(server) {
      // An article added, edited or removed in development: regenerate and reload.
      server.watcher.add(dir);
      const refresh = (file: string) => {
        if (!file.startsWith(dir) || !file.endsWith(".md")) return;
        for (const id of Object.values(modules)) {
          for (const environment of Object.values(server.environments)) {
            const mod = environment.moduleGraph.getModuleById(resolved(id));
            if (mod) environment.moduleGraph.invalidateModule(mod);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", refresh).on("change", refresh).on("unlink", refresh);
    },
  };
}
