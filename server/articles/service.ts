/**
 * The blog's articles (CN-02): seeded once from src/content/blog (the six articles keep their ids,
 * dates and numbers), written, published and deleted by the owner; the pages read them through the
 * page cache, which a save renders again (the settings' version, as any saved setting).
 */
import { parseArticleSource } from "@/domain/blog/frontmatter";
import { readingTime } from "@/domain/blog/markdown";
import type { ArticleValues, StaffArticle } from "@/domain/blog/schemas";
import type { PageArticle } from "@/lib/page-locals";
import type { Database, Queryable } from "../db/client";
import { type SettingsStore, unknownPhotos } from "../settings";
import { articlesRepository as repo } from "./repository";
import type { ArticleRow } from "./tables";

/** The seed articles, bundled with the server (the Markdown files as written). */
const seedFiles = import.meta.glob<string>("/src/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** Seeds the six articles on an empty table (then the database is their source). */
export async function seedArticlesIfEmpty(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [4_173_045]);
    if ((await repo.count(tx)) > 0) return;
    for (const [file, source] of Object.entries(seedFiles)) {
      const { data, markdown } = parseArticleSource(source, file);
      await repo.insertSeed(tx, data.id, {
        title: data.title,
        excerpt: data.excerpt,
        category: data.category,
        author: data.author,
        publishDate: data.publishDate,
        readTime: data.readTime,
        image: data.image,
        imageAlt: data.imageAlt,
        body: markdown,
        status: "published",
        views: data.views,
      });
    }
  });
}

const staffView = (r: ArticleRow): StaffArticle => ({
  id: r.id,
  title: r.title,
  excerpt: r.excerpt,
  category: r.category as StaffArticle["category"],
  author: r.author_id,
  publishDate: r.publish_date,
  image: r.image,
  imageAlt: r.image_alt,
  body: r.body,
  status: r.status,
  version: r.version,
  readTime: r.read_time,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** What the pages read: every article but the drafts; a deleted one only says so (410). */
export async function pageArticles(db: Queryable): Promise<PageArticle[]> {
  return (await repo.withCovers(db))
    .filter((r) => r.status === "published" || r.deleted_at)
    .map((r) => ({
      id: r.id,
      title: r.title,
      excerpt: r.excerpt,
      category: r.category,
      authorId: r.author_id,
      publishDate: r.publish_date,
      readTime: r.read_time,
      image: r.image,
      imageAlt: r.image_alt,
      views: r.views,
      body: r.deleted_at ? "" : r.body,
      deleted: r.deleted_at !== null,
      imagePhoto:
        r.photo_width && r.photo_height && r.photo_widths
          ? { width: r.photo_width, height: r.photo_height, widths: r.photo_widths.map(Number) }
          : null,
    }));
}

/** The owner's list: every article not deleted, drafts included, newest first. */
export async function staffArticles(db: Queryable): Promise<StaffArticle[]> {
  return (await repo.all(db)).filter((r) => !r.deleted_at).map((b) => staffView(b));
}

export type ArticleResult =
  | { ok: true; article: StaffArticle }
  | { ok: false; error: "conflict" | "not_found" }
  | { ok: false; error: "validation"; fields: Record<string, string> };

/** A new article (`id` undefined) or a change to one (the version it edited, OW-06); audited. */
export async function saveArticle(
  db: Database,
  settings: Pick<SettingsStore, "changed" | "current">,
  id: number | undefined,
  input: ArticleValues,
  now: Date,
): Promise<ArticleResult> {
  const { version, ...values } = input;
  const team = (await settings.current()).team;
  if (!team.some((p) => p.id === values.author))
    return { ok: false, error: "validation", fields: { author: "Elige a alguien del equipo." } };
  return db.transaction(async (tx): Promise<ArticleResult> => {
    const photos = await unknownPhotos(tx, { image: values.image });
    if (Object.keys(photos).length > 0) return { ok: false, error: "validation", fields: photos };
    const fields = { ...values, readTime: readingTime(values.body) };
    const row =
      id === undefined ? await repo.insert(tx, fields, now) : await repo.update(tx, id, version ?? 0, fields, now);
    if (!row) return { ok: false, error: id !== undefined && !(await repo.exists(tx, id)) ? "not_found" : "conflict" };
    await settings.changed(tx);
    return { ok: true, article: staffView(row) };
  });
}

/** Deleted: gone from the blog; its address answers 410 Gone. */
export async function deleteArticle(
  db: Database,
  settings: Pick<SettingsStore, "changed">,
  id: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.remove(tx, id, now);
    if (row) await settings.changed(tx);
    return row !== undefined;
  });
}
