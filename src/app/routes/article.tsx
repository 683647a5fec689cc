import { data } from "react-router";
import type { Route } from "./+types/article";
import { categoryService, findPost, posts } from "@/content/blog/posts";
import { site } from "@/content/site";
import { ArticleView } from "@/features/blog/components/article-view";
import { relatedPosts } from "@/features/blog/posts";
import { pageMeta } from "@/lib/seo";
import { blogPostingJsonLd, jsonLdString } from "@/lib/structured-data";
import bodies from "virtual:blog-bodies";

/** Runs at build time (prerender): the body (HTML rendered from the article's Markdown file) ships in the page. */
export function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).pathname.split("/").filter(Boolean).at(-1));
  const post = findPost(id);
  const body = bodies[id];
  if (!post || body === undefined) throw data("Artículo no encontrado", { status: 404 });
  return {
    post,
    bodyHtml: body,
    related: relatedPosts(posts, post),
    serviceId: categoryService[post.category],
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? pageMeta({
        title: `${loaded.post.title} | ${site.name}`,
        description: loaded.post.excerpt,
        path: `/blog/${loaded.post.id}`,
        type: "article",
      })
    : [{ title: `Artículo no encontrado | ${site.name}` }];

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdString(blogPostingJsonLd(loaderData.post)) }}
      />
      <ArticleView
        post={loaderData.post}
        bodyHtml={loaderData.bodyHtml}
        related={loaderData.related}
        serviceId={loaderData.serviceId}
      />
    </>
  );
}
