/** Pure list logic for the blog (BL-01, BL-02, RT-02). */
import { categories, type Category, type PostMeta } from "@/content/blog/taxonomy";

export const ALL = "Todos";
export type CategoryFilter = typeof ALL | Category;

export const filterOptions: readonly CategoryFilter[] = [ALL, ...categories];

export function filterByCategory(posts: readonly PostMeta[], filter: CategoryFilter): PostMeta[] {
  return filter === ALL ? [...posts] : posts.filter((p) => p.category === filter);
}

/** The first post is featured; the rest go in the grid. */
export function splitFeatured(posts: readonly PostMeta[]): { featured: PostMeta | null; rest: PostMeta[] } {
  const [featured = null, ...rest] = posts;
  return { featured, rest };
}

/** Reads `?categoria=` leniently: unknown values fall back to 'Todos'. */
export function parseCategory(value: string | null): CategoryFilter {
  return filterOptions.find((option) => option === value) ?? ALL;
}

/** 'Te puede interesar' (BL-05): two other articles, same category first, then the newest. */
export function relatedPosts(posts: readonly PostMeta[], current: PostMeta, count = 2): PostMeta[] {
  return posts
    .filter((p) => p.id !== current.id)
    .sort(
      (a, b) =>
        Number(b.category === current.category) - Number(a.category === current.category) ||
        b.publishDate.localeCompare(a.publishDate),
    )
    .slice(0, count);
}
