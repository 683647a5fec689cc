/**
 * The articles for the pages (PF-03, CN-02): on the server, the ones the owner wrote (the database,
 * through the page locals); in a static-only build, the content collection's entries (the seed). In id
 * order, each with its author from the team (CN-03) and its body rendered by markdown-it.
 */
import { getCollection } from "astro:content";
import { type Article, type ArticleData, inIdOrder, toPostMeta } from "@/features/blog/article-schema";
import { renderMarkdown } from "@/domain/blog/markdown";
import type { Category, PostMeta } from "@/content/blog/taxonomy";
import { authorOf } from "@/content/blog/taxonomy";
import { type PageLocals, pageSettings } from "@/lib/page-locals";
import type { Photos } from "@/lib/photos";
import { uploadedPhoto } from "@/lib/settings/content";

export type PageArticleView = Article & { html: string };

/**
 * The articles on the blog, the ids of deleted ones (their addresses answer 410) and the covers the
 * owner uploaded (CN-01's pipeline), as the pages' photo map takes them.
 */
export async function blogArticles(
  locals: PageLocals,
): Promise<{ articles: PageArticleView[]; gone: Set<number>; photos: Photos }> {
  const { team } = await pageSettings(locals);
  if (locals.articles) {
    const rows = await locals.articles();
    const articles = rows
      .filter((r) => !r.deleted)
      .map((r) => ({
        meta: {
          id: r.id,
          title: r.title,
          excerpt: r.excerpt,
          category: r.category as Category,
          author: authorOf(team.find((p) => p.id === r.authorId)),
          publishDate: r.publishDate,
          readTime: r.readTime,
          image: r.image,
          imageAlt: r.imageAlt,
          views: r.views,
        },
        markdown: r.body,
        file: `artículo ${r.id}`,
      }));
    return {
      articles: inIdOrder(articles).map((a) => ({ ...a, html: renderMarkdown(a.markdown, a.file) })),
      gone: new Set(rows.filter((r) => r.deleted).map((r) => r.id)),
      photos: Object.fromEntries(
        rows.flatMap((r) => (r.imagePhoto ? [[r.image, uploadedPhoto(r.image, r.imagePhoto)] as const] : [])),
      ),
    };
  }
  // The entries' data is the schema's output (src/content.config.ts).
  const entries: { id: string; data: ArticleData; body?: string; filePath?: string }[] = await getCollection("blog");
  const articles = inIdOrder(
    entries.map((entry) => ({
      meta: toPostMeta(entry.data, team),
      markdown: (entry.body ?? "").trim(),
      file: entry.filePath ?? entry.id,
    })),
  );
  return {
    articles: articles.map((a) => ({ ...a, html: renderMarkdown(a.markdown, a.file) })),
    gone: new Set(),
    photos: {},
  };
}

/** The articles' metadata for the lists, and their uploaded covers. */
export async function blogPosts(locals: PageLocals): Promise<{ posts: PostMeta[]; photos: Photos }> {
  const { articles, photos } = await blogArticles(locals);
  return { posts: articles.map((a) => a.meta), photos };
}
