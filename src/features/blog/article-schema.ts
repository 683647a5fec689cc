/**
 * The articles as the pages list them (BL-03): each article's metadata with its author resolved from
 * the team (CN-03), in id order; the frontmatter's schema is the domain's (src/domain/blog/frontmatter.ts).
 */
import type { z } from "zod";
import { ArticleError } from "@/domain/blog/markdown";
import { authorOf, type PostMeta } from "@/content/blog/taxonomy";
import { articleSchema } from "@/domain/blog/frontmatter";

export { articleSchema };

export type ArticleData = z.output<typeof articleSchema>;

export { ArticleError };

export interface Article {
  meta: PostMeta;
  /** The body as written (Markdown). */
  markdown: string;
  file: string;
}

/** The team as the settings have it (name, photo): an article's author is one of them (CN-03). */
export type Authors = readonly { id: string; name: string; photo: string | null }[];

export function toPostMeta({ author, ...rest }: ArticleData, team: Authors): PostMeta {
  return { ...rest, author: authorOf(team.find((p) => p.id === author)) };
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
