/**
 * Public pages rendered on request (OW-02): React Router's server build,
 * given the salon's current settings, renders each page once; the HTML is kept
 * in memory and served from there until a saved setting invalidates it. Each
 * page's Content-Security-Policy carries the hashes of its own inline scripts
 * (the settings in React Router's hydration data change with every save).
 * Issue 21 moves rendering to Astro and keeps this cache and its invalidation.
 */
import { gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { inlineScripts, securityHeaders, sha256 } from "../../scripts/security-headers.mjs";
import type { SettingsStore } from "../settings/store";

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body compressed once when cached (compressing 85 kB on every request was most of a cached answer's time). */
  gzip?: Uint8Array;
}

/** At most this many pages in memory (the site has about fifteen; query strings are not cached). */
const MAX_CACHED = 200;

export interface PageRenderer {
  (request: Request): Promise<Response>;
  /** Pages rendered since start (the bench's cache-miss count). */
  readonly renders: () => number;
}

export function pageRenderer(build: ServerBuild, store: SettingsStore): PageRenderer {
  const handle = createRequestHandler(build, "production");
  const cache = new Map<string, CachedPage>();
  let renders = 0;
  store.onInvalidate(() => cache.clear());
  const knownPaths = new Set(
    Object.values(build.routes)
      .filter((r) => r && r.path !== "*" && r.id !== "root")
      .map((r) => (r?.index ? "/" : `/${r?.path ?? ""}`)),
  );

  async function render(request: Request): Promise<CachedPage> {
    renders++;
    const response = await handle(request, { settings: () => store.current() });
    const type = response.headers.get("Content-Type") ?? "";
    const body = await response.text();
    const headers: [string, string][] = [...response.headers].filter(
      ([name]) => name.toLowerCase() !== "content-length",
    );
    if (!type.startsWith("text/html")) return { status: response.status, headers, body };
    // First paint before JavaScript (docs/decisions/004): no modulepreload hints; the module scripts import what they need.
    const html = body.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
    const csp = securityHeaders(new Set(inlineScripts(html).map(sha256)));
    const notFound = !knownPaths.has(new URL(request.url).pathname);
    return {
      status: notFound && response.status === 200 ? 404 : response.status,
      headers: [
        ...headers.filter(([name]) => name.toLowerCase() !== "content-type"),
        ["Content-Type", "text/html; charset=utf-8"],
        ["Cache-Control", "no-cache"],
        ...csp,
      ],
      body: html,
    };
  }

  const renderer = async (request: Request) => {
    const started = performance.now();
    const url = new URL(request.url);
    // Loader data of client-side navigations (`/blog.data`) and pages with a query are rendered each time.
    const cacheable = !url.search && !url.pathname.endsWith(".data");
    let page = cacheable ? cache.get(url.pathname) : undefined;
    const hit = page !== undefined;
    if (!page) {
      const version = (await store.current()).version;
      page = await render(new Request(url, { method: "GET", headers: request.headers }));
      // Kept only if no change was saved while it rendered.
      if (cacheable && page.status < 500 && (await store.current()).version === version && cache.size < MAX_CACHED)
        cache.set(url.pathname, { ...page, gzip: gzipSync(page.body, { level: 6 }) });
    }
    const gzip = page.gzip && /\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "") ? page.gzip : undefined;
    // How long this process took, and whether from the cache (the bench reads it: docs/performance.md).
    const timing: [string, string] = [
      "Server-Timing",
      `page;desc="${hit ? "cached" : "rendered"}";dur=${(performance.now() - started).toFixed(1)}`,
    ];
    const headers = [
      ...page.headers,
      timing,
      ...(gzip
        ? [["Content-Encoding", "gzip"] as [string, string], ["Vary", "Accept-Encoding"] as [string, string]]
        : []),
    ];
    const body = request.method === "HEAD" ? null : (gzip ?? page.body);
    return new Response(body as BodyInit | null, { status: page.status, headers });
  };
  return Object.assign(renderer, { renders: () => renders });
}
