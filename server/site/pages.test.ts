/**
 * PF-04: the page cache Astro's middleware consults (server/site/pages.ts): a page rendered on
 * request is kept until a saved setting invalidates it; a photo size from the image endpoint is kept
 * by its full address; other queries, server errors and pages rendered while a change was saved are not.
 */
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import type { SettingsStore } from "../settings/store";
import { seedSettings } from "@/lib/settings/seed";
import { pageCache } from "./pages";

function fakeStore() {
  let version = 1;
  const listeners = new Set<() => void>();
  const store = {
    current: async () => ({ ...seedSettings, version }),
    invalidate: () => {
      version++;
      for (const listener of listeners) listener();
    },
    onInvalidate: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listen: async () => {},
    close: async () => {},
  };
  return store as unknown as SettingsStore & { invalidate: () => void };
}

function counter(body = "<p>Hola</p>", init: ResponseInit = { headers: { "Content-Type": "text/html" } }) {
  let renders = 0;
  const render = async () => {
    renders++;
    return new Response(`${body} ${renders}`, init);
  };
  return { render, count: () => renders };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("PF-04 page cache", () => {
  test("a page is rendered once, then served from memory until a setting is saved", async () => {
    const store = fakeStore();
    const cache = pageCache(store);
    const page = counter();
    expect(await (await cache.serve(get("/"), page.render)).text()).toBe("<p>Hola</p> 1");
    const again = await cache.serve(get("/"), page.render);
    expect(await again.text()).toBe("<p>Hola</p> 1");
    expect(again.headers.get("Server-Timing")).toMatch(/cached/);
    expect(again.headers.get("X-Frame-Options")).toBe("DENY");
    store.invalidate();
    expect(await (await cache.serve(get("/"), page.render)).text()).toBe("<p>Hola</p> 2");
    expect(page.count()).toBe(2);
    expect(cache.renders()).toBe(2);
  });

  test("compressed once for clients that take gzip", async () => {
    const cache = pageCache(fakeStore());
    const page = counter();
    await cache.serve(get("/blog"), page.render);
    const zipped = await cache.serve(get("/blog", { "Accept-Encoding": "gzip, br" }), page.render);
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toBe("<p>Hola</p> 1");
  });

  test("a query is rendered each time, except a photo size from the image endpoint", async () => {
    const cache = pageCache(fakeStore());
    const page = counter();
    await cache.serve(get("/blog?categoria=Spa"), page.render);
    await cache.serve(get("/blog?categoria=Spa"), page.render);
    expect(page.count()).toBe(2);
    const photo = counter("AVIF", {
      headers: { "Content-Type": "image/avif", "Cache-Control": "public, max-age=31536000" },
    });
    const url = "/_image?href=%2Fassets%2Ffoto.jpg&w=480&f=avif";
    await cache.serve(get(url), photo.render);
    const kept = await cache.serve(get(url, { "Accept-Encoding": "gzip" }), photo.render);
    expect(await kept.text()).toBe("AVIF 1");
    expect(kept.headers.get("Content-Encoding")).toBeNull();
    expect(kept.headers.get("Cache-Control")).toBe("public, max-age=31536000");
    await cache.serve(get(url.replace("w=480", "w=800")), photo.render);
    expect(photo.count()).toBe(2);
  });

  test("a server error is not kept, and a status asked for (a malformed address's 400) wins", async () => {
    const cache = pageCache(fakeStore());
    const failing = counter("Error", { status: 500, headers: { "Content-Type": "text/html" } });
    await cache.serve(get("/"), failing.render);
    await cache.serve(get("/"), failing.render);
    expect(failing.count()).toBe(2);
    const notFound = counter("No encontrada", { status: 404, headers: { "Content-Type": "text/html" } });
    expect((await cache.serve(get("/404"), notFound.render, 400)).status).toBe(400);
  });

  test("a page rendered while a change was saved is not kept", async () => {
    const store = fakeStore();
    const cache = pageCache(store);
    let renders = 0;
    const render = async () => {
      renders++;
      if (renders === 1) store.invalidate();
      return new Response(`v${renders}`, { headers: { "Content-Type": "text/html" } });
    };
    await cache.serve(get("/"), render);
    expect(await (await cache.serve(get("/"), render)).text()).toBe("v2");
    expect(await (await cache.serve(get("/"), render)).text()).toBe("v2");
  });
});
