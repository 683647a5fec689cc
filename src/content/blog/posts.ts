/**
 * The blog's articles: one Markdown file each in this folder, read, validated
 * and rendered at build time (src/features/blog/article-files.ts). This module
 * holds their metadata only, so pages that list articles carry no bodies.
 */
import articles from "virtual:blog-posts";
import { paths } from "@/lib/paths";
import type { PostMeta } from "./taxonomy";

export * from "./taxonomy";

/** Every article, in id order (the first of a list is its featured article). */
export const posts: readonly PostMeta[] = articles;

/** Paths of every article page, for the sitemap. */
export function postPaths(): string[] {
  return posts.map((p) => paths.post(p.id));
}

export function findPost(id: number): PostMeta | undefined {
  return posts.find((p) => p.id === id);
}
