/**
 * Where the salon's editable content lives: `src/content`, or CONTENT_DIR (a
 * copy elsewhere — the content build test uses one). Node-only: read by the
 * build configuration and the article loader, never by the browser.
 */
import { join, resolve } from "node:path";

function contentDir(): string {
  return resolve(process.env.CONTENT_DIR || "src/content");
}

/** Photos named in the content (`image: recepcion.jpg`), turned into AVIF/WebP at build. */
export function photosDir(): string {
  return join(contentDir(), "photos");
}

/** The blog's articles, one Markdown file each (src/content.config.ts). */
export function articlesDir(): string {
  return join(contentDir(), "blog");
}
