/**
 * An article file's frontmatter (BL-03): the zod schema Astro's content collection validates every
 * `*.md` file in the articles folder with (src/content.config.ts, PF-03) — a bad field fails the
 * build naming the file and the field — and the metadata the pages list.
 */
import { z } from "zod";
import { type AuthorKey, authors, categories, type PostMeta } from "@/content/blog/taxonomy";

/** YAML may read `2025-01-15` as a date: either way it is kept as the ISO day. */
const isoDay = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

export const articleSchema = z.strictObject({
  id: z.int().positive(),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.enum(categories),
  author: z.enum(Object.keys(authors) as [AuthorKey, ...AuthorKey[]]),
  publishDate: isoDay,
  readTime: z.string().regex(/^\d+ min$/, 'expected minutes like "5 min"'),
  image: z.string().trim().min(1),
  imageAlt: z.string().trim().min(1),
  views: z.int().nonnegative(),
});

export type ArticleData = z.output<typeof articleSchema>;

export class ArticleError extends Error {
  override name = "ArticleError";
}

export interface Article {
  meta: PostMeta;
  /** The body as written (Markdown). */
  markdown: string;
  file: string;
}

export function toPostMeta({ author, ...rest }: ArticleData): PostMeta {
  return { ...rest, author: authors[author] };
}

/** The articles in id order; an empty body, or two files with one id, are refused, naming the files. */
export function inIdOrder(articles: readonly Article[]): Article[] {
  const seen = new Map<number, string>();
  for (const a of articles) {
    if (a.markdown.trim() === "") throw new ArticleError(`${a.file}: the article has no body`);
    const other = seen.get(a.meta.id);
    if (other) throw new ArticleError(`${a.file}: id ${a.meta.id} is already used by ${other}`);
    seen.set(a.meta.id, a.file);
  }
  return [...articles].sort((a, b) => a.meta.id - b.meta.id);
}
