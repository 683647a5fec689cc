/** The articles' SQL (CN-02): versioned saves (OW-06), a delete that keeps the row for its 410. */
import type { ArticleValues } from "@/domain/blog/schemas";
import type { Queryable } from "../db/client";
import type { ArticleRow } from "./tables";

/** The columns read, of `articles` named `a` or of the table itself. */
const columnsOf = (t: string) => `${t}id, ${t}title, ${t}excerpt, ${t}category, ${t}author_id,
  ${t}publish_date::text AS publish_date, ${t}read_time, ${t}image, ${t}image_alt, ${t}body, ${t}status, ${t}views,
  ${t}deleted_at, ${t}created_at, ${t}updated_at, ${t}version`;
const COLUMNS = columnsOf("");

type Fields = Omit<ArticleValues, "version"> & { readTime: string };
const params = (v: Fields) => [
  v.title,
  v.excerpt,
  v.category,
  v.author,
  v.publishDate,
  v.readTime,
  v.image,
  v.imageAlt,
  v.body,
  v.status,
];

export const articlesRepository = {
  async all(db: Queryable): Promise<ArticleRow[]> {
    return db.query<ArticleRow>(`SELECT ${COLUMNS} FROM articles ORDER BY publish_date DESC, id DESC`);
  },

  /** CN-02: every article with its cover's sizes when it is an uploaded photo. */
  async withCovers(db: Queryable) {
    return db.query<
      ArticleRow & { photo_width: number | null; photo_height: number | null; photo_widths: number[] | null }
    >(
      `SELECT ${columnsOf("a.")}, p.width AS photo_width, p.height AS photo_height, p.widths AS photo_widths
         FROM articles a LEFT JOIN content_photos p ON p.name = a.image
        ORDER BY a.publish_date DESC, a.id DESC`,
    );
  },

  async count(db: Queryable): Promise<number> {
    return Number((await db.query<{ n: string | number }>("SELECT count(*) AS n FROM articles"))[0]?.n ?? 0);
  },

  /** A seed article, with its own id, date and numbers. */
  async insertSeed(tx: Queryable, id: number, v: Fields & { views: number }) {
    await tx.query(
      `INSERT INTO articles (title, excerpt, category, author_id, publish_date, read_time, image, image_alt, body, status, id, views)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
      [...params(v), id, v.views],
    );
    await tx.query("SELECT setval(pg_get_serial_sequence('articles', 'id'), (SELECT max(id) FROM articles))");
  },

  async insert(tx: Queryable, v: Fields, now: Date): Promise<ArticleRow | undefined> {
    return (
      await tx.query<ArticleRow>(
        `INSERT INTO articles (title, excerpt, category, author_id, publish_date, read_time, image, image_alt, body, status,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING ${COLUMNS}`,
        [...params(v), now],
      )
    )[0];
  },

  /** Saved if `version` is the one stored and it is not deleted; undefined otherwise. */
  async update(tx: Queryable, id: number, version: number, v: Fields, now: Date): Promise<ArticleRow | undefined> {
    return (
      await tx.query<ArticleRow>(
        `UPDATE articles SET title = $1, excerpt = $2, category = $3, author_id = $4, publish_date = $5, read_time = $6,
           image = $7, image_alt = $8, body = $9, status = $10, updated_at = $11, version = version + 1
         WHERE id = $12 AND version = $13 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [...params(v), now, id, version],
      )
    )[0];
  },

  async remove(tx: Queryable, id: number, now: Date): Promise<ArticleRow | undefined> {
    return (
      await tx.query<ArticleRow>(
        `UPDATE articles SET deleted_at = $2, updated_at = $2, version = version + 1
         WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [id, now],
      )
    )[0];
  },

  async exists(db: Queryable, id: number): Promise<boolean> {
    return (await db.query("SELECT 1 FROM articles WHERE id = $1", [id])).length > 0;
  },
};
