/**
 * Serves the prerendered site from build/client like the static hosts it also
 * runs on: clean URLs (/blog → blog/index.html), the Spanish 404 page with
 * status 404, immutable caching for hashed assets, and never a 5xx for a
 * strange URL (bad percent-encoding, NUL bytes, `..`, overlong paths → 400/404).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};

/**
 * `pages`: renders the pages that are not files on request (the default build, OW-02, PF-04: Astro's
 * handler); without it (a static-only build) every page is a prerendered HTML file.
 */
export function staticSite(
  root: string,
  pages?: (c: Context, options?: { status?: number; path?: string }) => Promise<Response>,
) {
  const notFoundFile = join(root, "404.html");
  const prerenderedHeaders = pageHeaders(root);
  const cache = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(file);
      if (cache.size < 500) cache.set(file, body);
    }
    return body;
  };

  function resolveFile(decoded: string): string | undefined {
    if (decoded.includes("\0") || decoded.length > 1024) return undefined;
    const relative = normalize(decoded).replace(/^([/\\])+/, "");
    if (relative.split(/[/\\]/).includes("..")) return undefined;
    const base = join(root, relative);
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    for (const candidate of [base, join(base, "index.html"), `${base}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  return async (c: Context) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      return c.text("Método no permitido", 405, { Allow: "GET, HEAD" });
    // Clean URLs only: /blog/ and /blog/index.html redirect to /blog, the address the pages link to.
    const clean = pathname.replace(/\/index\.html$/, "/").replace(/(.)\/+$/, "$1");
    if (clean !== pathname && !pathname.includes("//")) return c.redirect(clean + url.search, 301);
    const decoded = decodePath(pathname);
    const found = decoded === undefined ? undefined : resolveFile(decoded);
    // Rendered pages: every path that is not a file goes to the renderer (its 404 page too)…
    if (pages && decoded !== undefined && !found) return pages(c);
    // …and a malformed address gets the not-found page, as a 400.
    if (pages && decoded === undefined) return pages(c, { status: 400, path: "/404" });
    const file = found;
    const status = decoded === undefined ? 400 : file ? 200 : 404;
    const path = file ?? notFoundFile;
    const headers: Record<string, string> = {
      "Content-Type": types[extname(path)] ?? "application/octet-stream",
      // A prerendered page's own CSP (its script and style hashes), from the build (PF-03).
      ...(file?.endsWith(".html") ? prerenderedHeaders.get(clean) : undefined),
    };
    if (pathname.startsWith("/assets/") && file) headers["Cache-Control"] = "public, max-age=31536000, immutable";
    else if (path.endsWith(".html")) headers["Cache-Control"] = "no-cache";
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(read(path)), status, headers);
  };
}

/** The decoded path, or undefined for malformed percent-encoding (a 400, never a 5xx). */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The CSP of each page prerendered in the server build (the staff pages), as @astrojs/node writes it
 * with `staticHeaders` (build/_headers.json), by path.
 */
function pageHeaders(root: string): Map<string, Record<string, string>> {
  const file = join(root, "..", "_headers.json");
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, "utf8")) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  return new Map(
    entries.map(({ pathname, headers }) => [
      pathname.replace(/(.)\/$/, "$1"),
      Object.fromEntries(headers.map((h) => [h.key, h.value])),
    ]),
  );
}

/** The security headers postbuild wrote for this build (all but the pages' CSP). */
export function buildHeaders(root: string): [string, string][] {
  const file = join(root, "..", "headers.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as [string, string][]) : [];
}
