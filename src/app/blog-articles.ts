/**
 * The articles for the pages (PF-03): the content collection's entries (validated by the schema), in
 * id order, each with its body rendered by markdown-it. Astro-only (it reads `astro:content`).
 */
import { getCollection } from "astro:content";
import { type Article, type ArticleData, inIdOrder, toPostMeta } from "@/features/blog/article-schema";
import { renderMarkdown } from "@/features/blog/markdown";
import type { PostMeta } from "@/content/blog/taxonomy";

export async function blogArticles(): Promise<(Article & { html: string })[]> {
  // The entries' data is the schema's output (src/content.config.ts).
  const entries: { id: string; data: ArticleData; body?: string; filePath?: string }[] = await getCollection("blog");
  const articles = inIdOrder(
    entries.map((entry) => ({
      meta: toPostMeta(entry.data),
      markdown: (entry.body ?? "").trim(),
      file: entry.filePath ?? entry.id,
    })),
  );
  return articles.map((a) => ({ ...a, html: renderMarkdown(a.markdown, a.file) }));
}

export async function blogPosts(): Promise<PostMeta[]> {
  return (await blogArticles()).map((a) => a.meta);
}
