/**
 * CN-02 on the server: the six seed articles keep their ids, dates and numbers, signed by team members;
 * the owner writes, publishes and deletes one (versioned, audited, owner only); a draft is not on the
 * pages, a deleted one is gone (410 for its address).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, staffTestApp, type TestDb } from "../test/harness";
import { pageArticles } from "./service";

let t: TestDb;
let app: Awaited<ReturnType<typeof staffTestApp>>["app"];
let cookie = "";

beforeAll(async () => {
  t = await createTestDatabase();
  ({ app, cookie } = await staffTestApp(t.db));
}, 60_000);
afterAll(async () => {
  await t?.drop();
});

const owner = (method: string, path: string, body?: unknown) =>
  app.request(`http://localhost/api/staff${path}`, {
    method,
    headers: { "Content-Type": "application/json", Host: "localhost", Cookie: cookie },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const draft = {
  title: "Cómo cuidar el color después del tinte",
  excerpt: "Tres costumbres sencillas para que el color dure semanas como el primer día.",
  category: "Cabello",
  author: "carmen",
  publishDate: "2026-11-27",
  image: "/images/blog-3.svg",
  imageAlt: "Ilustración de un mechón de pelo teñido",
  body: "## Lava con agua templada\n\nEl agua muy caliente abre la cutícula y el color se va antes. ".repeat(5),
  status: "draft",
};

describe("CN-02 articles", () => {
  test("CN-02 CN-03 the six seed articles are the first rows, with their ids and dates, signed by team members", async () => {
    const pages = await pageArticles(t.db);
    expect(pages.map((a) => a.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const third = pages.find((a) => a.id === 3);
    expect(third).toMatchObject({ publishDate: "2025-02-20", readTime: "6 min", views: 1456, authorId: "paula" });
    const team = await t.db.query<{ id: string }>("SELECT id FROM staff");
    for (const a of pages) expect(team.map((p) => p.id)).toContain(a.authorId);
  });

  test("CN-02 a draft is kept but not shown; published, it is; bad input is a Spanish 400 that stores nothing", async () => {
    const bad = await owner("POST", "/articles", {
      ...draft,
      body: "# Título\n\nTexto del artículo, bastante largo para pasar.",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.body).toBe(
      "Línea 1: usa «##» para los apartados (el título ya es el encabezado principal).",
    );
    const stranger = await owner("POST", "/articles", { ...draft, author: "nadie" });
    expect(((await stranger.json()) as { fields: Record<string, string> }).fields.author).toBe(
      "Elige a alguien del equipo.",
    );
    const noPhoto = await owner("POST", "/articles", { ...draft, image: "foto-0000000000000000" });
    expect(((await noPhoto.json()) as { fields: Record<string, string> }).fields.image).toBe("Sube la foto otra vez.");
    expect((await pageArticles(t.db)).length).toBe(6);

    const created = await owner("POST", "/articles", draft);
    expect(created.status, await created.clone().text()).toBe(201);
    const article = (await created.json()) as { id: number; version: number; readTime: string };
    expect(article.id).toBe(7);
    expect(article.readTime).toBe("1 min");
    expect((await pageArticles(t.db)).some((a) => a.id === 7)).toBe(false);

    const published = await owner("PUT", `/articles/${article.id}`, {
      ...draft,
      status: "published",
      version: article.version,
    });
    expect(published.status).toBe(200);
    expect((await pageArticles(t.db)).find((a) => a.id === 7)).toMatchObject({
      title: draft.title,
      authorId: "carmen",
    });
    // OW-06: the version already replaced is refused.
    const stale = await owner("PUT", `/articles/${article.id}`, { ...draft, version: article.version });
    expect(stale.status).toBe(409);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'articles' AND entity_id = '7' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(["insert", "update"]);
  });

  test("CN-02 deleted, it leaves the pages and says so (410); a professional cannot write or delete", async () => {
    const desk = await staffTestApp(t.db, {}, undefined, "professional");
    const refused = await desk.app.request("http://localhost/api/staff/articles/7", {
      method: "DELETE",
      headers: { Host: "localhost", Cookie: desk.cookie },
    });
    expect(refused.status).toBe(403);
    expect((await owner("DELETE", "/articles/7")).status).toBe(200);
    expect((await pageArticles(t.db)).find((a) => a.id === 7)).toMatchObject({ deleted: true, body: "" });
    expect((await owner("DELETE", "/articles/7")).status).toBe(404);
    expect((await owner("PUT", "/articles/7", { ...draft, version: 3 })).status).toBe(409);
    expect(
      ((await (await owner("GET", "/articles")).json()) as { articles: { id: number }[] }).articles.map((a) => a.id),
    ).not.toContain(7);
  });
});
