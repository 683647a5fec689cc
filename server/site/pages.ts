/**
 * Public pages rendered on request (OW-02, PF-04): Hono hands each page request to Astro's Node
 * handler (middleware mode) with the salon's current settings and this cache; Astro's middleware
 * (src/middleware.ts) asks the cache first. A rendered page is kept in memory, compressed once, and
 * served from there until a saved setting invalidates it. Astro sends each page's CSP with the
 * hashes of its own inline scripts and styles (PF-03); the cache adds the other security headers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { securityHeaders } from "../../scripts/security-headers.mjs";
import type { PageLocals } from "@/lib/page-locals";
import { salonYear } from "@/content/site";
import type { SalonSettings } from "@/lib/settings/model";

/** The settings the pages are rendered from, and told when they change (the settings area's store). */
interface SettingsSource {
  current(): Promise<SalonSettings>;
  onInvalidate(listener: () => void): () => void;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed once when cached (compressing 85 kB on every request was most of a cached answer's time). */
  gzip?: Uint8Array;
}

/** At most this many pages and photo sizes in memory (the site has about fifteen pages; other queries are not cached). */
const MAX_CACHED = 500;

/** Astro's image endpoint (astro:assets on pages rendered on request, src/app/photos.ts). */
const IMAGE_ENDPOINT = "/_image";

/** The headers every page carries besides Astro's own CSP. */
const pageHeaders = securityHeaders();

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: object,
) => Promise<void>;

export interface SitePages {
  (c: Context, options?: { status?: number; path?: string }): Promise<Response>;
  /** Pages rendered since start (the bench's cache-miss count). */
  readonly renders: () => number;
}

/** The page cache Astro's middleware consults (PageLocals.pages). */
export function pageCache(store: SettingsSource) {
  const cache = new Map<string, CachedPage>();
  let renders = 0;
  store.onInvalidate(() => cache.clear());
  // CN-03: a page's facts are dated by its year ('© 2025–2026', the years of experience): a new year
  // renders them again.
  let year = salonYear(new Date());

  async function keep(response: Response): Promise<CachedPage> {
    const body = new Uint8Array(await response.arrayBuffer());
    const html = (response.headers.get("Content-Type") ?? "").startsWith("text/");
    const headers: [string, string][] = [...response.headers].filter(
      ([name]) =>
        !["content-length", "content-encoding", ...(html ? ["cache-control"] : [])].includes(name.toLowerCase()),
    );
    if (html) headers.push(["Cache-Control", "no-cache"], ...pageHeaders);
    // Photos (the image endpoint's AVIF/WebP) are compressed already.
    return { status: response.status, headers, body, gzip: html ? gzipSync(body, { level: 6 }) : undefined };
  }

  async function serve(request: Request, render: () => Promise<Response>, status?: number): Promise<Response> {
    const started = performance.now();
    const thisYear = salonYear(new Date());
    if (thisYear !== year) {
      cache.clear();
      year = thisYear;
    }
    const url = new URL(request.url);
    // A photo from Astro's image endpoint (`/_image?href=…&w=…&f=avif`) is made once per size and
    // then kept like a page; other pages with a query are rendered each time.
    const image = url.pathname === IMAGE_ENDPOINT;
    const key = image ? `${url.pathname}${url.search}` : url.pathname;
    const cacheable = (image || !url.search) && status === undefined;
    let page = cacheable ? cache.get(key) : undefined;
    const hit = page !== undefined;
    if (!page) {
      const version = (await store.current()).version;
      renders++;
      page = await keep(await render());
      // Kept only if no change was saved while it rendered.
      if (cacheable && page.status < 500 && (await store.current()).version === version && cache.size < MAX_CACHED)
        cache.set(key, page);
    }
    const gzip = page.gzip !== undefined && /\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "");
    const headers = new Headers(page.headers);
    // How long this process took, and whether from the cache (the bench reads it: docs/performance.md).
    headers.set(
      "Server-Timing",
      `page;desc="${hit ? "cached" : "rendered"}";dur=${(performance.now() - started).toFixed(1)}`,
    );
    if (gzip) {
      headers.set("Content-Encoding", "gzip");
      headers.set("Vary", "Accept-Encoding");
    }
    const body = request.method === "HEAD" ? null : gzip && page.gzip ? page.gzip : page.body;
    return new Response(body as BodyInit | null, { status: status ?? page.status, headers });
  }

  return { serve, renders: () => renders };
}

/**
 * The pages as a Hono handler: the request goes to Astro's Node handler with the settings and the
 * cache as locals, and Astro writes the answer; `path` renders another page (the 404 page for a
 * malformed address) with `status`.
 */
export function sitePages(
  handler: AstroHandler,
  store: SettingsSource,
  /**
   * RV-02: the published reviews (the reviews area's); CN-02: the articles (the articles area's).
   * Their changes invalidate through `store`.
   */
  content: Pick<PageLocals, "reviews" | "articles"> = {},
): SitePages {
  const cache = pageCache(store);
  const pages = async (c: Context, options: { status?: number; path?: string } = {}) => {
    const { incoming, outgoing } = c.env as { incoming: IncomingMessage; outgoing: ServerResponse };
    if (options.path) incoming.url = options.path;
    const locals: PageLocals = {
      settings: () => store.current(),
      ...content,
      pages: { serve: (request, render) => cache.serve(request, render, options.status) },
    };
    // Every answer Astro writes carries the security headers (RL-14): its 404 and 500 pages do not
    // pass through the cache that adds them to the others; a header Astro sets itself wins.
    for (const [name, value] of pageHeaders) if (!outgoing.hasHeader(name)) outgoing.setHeader(name, value);
    await handler(incoming, outgoing, undefined, locals);
    return RESPONSE_ALREADY_SENT;
  };
  return Object.assign(pages, { renders: cache.renders });
}
