import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { beforeAll, describe, expect, test } from "vitest";
import { staticSite } from "./static-site";

let app: Hono;
beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), "salon-static-"));
  mkdirSync(join(root, "blog"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<h1>Inicio</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Página no encontrada</h1>");
  writeFileSync(join(root, "blog", "index.html"), "<h1>Blog</h1>");
  writeFileSync(join(root, "assets", "app-abc123.js"), "export {}");
  writeFileSync(join(root, "sitemap.xml"), "<urlset/>");
  app = new Hono();
  app.all("*", staticSite(root));
});

const get = (path: string) => app.request(`http://localhost${path}`);

describe("static site", () => {
  test("RT-01 clean URLs, the Spanish 404 page with status 404, immutable assets", async () => {
    expect(await (await get("/")).text()).toContain("Inicio");
    expect(await (await get("/blog")).text()).toContain("Blog");
    const missing = await get("/no-existe");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Página no encontrada");
    const asset = await get("/assets/app-abc123.js");
    expect(asset.headers.get("Cache-Control")).toContain("immutable");
    expect(asset.headers.get("Content-Type")).toContain("javascript");
    expect((await get("/sitemap.xml")).headers.get("Content-Type")).toContain("xml");
  });

  test("RL-06 a method other than GET or HEAD is 405 and says which are allowed", async () => {
    const res = await app.request("http://localhost/", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });

  test("RT-01 /blog/ and /index.html redirect to the clean URL", async () => {
    expect((await get("/blog/")).headers.get("Location")).toBe("/blog");
    expect((await get("/blog/index.html")).headers.get("Location")).toBe("/blog");
    expect((await get("/index.html")).headers.get("Location")).toBe("/");
  });

  test.each([
    ["/%E0%A4%A", 400],
    ["/a%00b", 404],
    ["/..%2F..%2Fetc%2Fpasswd", 404],
    ["/%2e%2e/%2e%2e/etc/passwd", 404],
    [`/${"a".repeat(5000)}`, 404],
    ["/blog/%C3%B1", 404],
  ])("QA-01 %s answers %i, never a 5xx", async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain("Página no encontrada");
  });
});
