// Modules generated at build time from the article files (src/features/blog/vite-plugin.ts).
declare module "virtual:blog-posts" {
  import type { PostMeta } from "@/content/blog/taxonomy";
  const posts: readonly PostMeta[];
  export default posts;
}
declare module "virtual:blog-bodies" {
  /** Each article's body as HTML, by id. Imported only by the article route's build-time loader. */
  const bodies: Readonly<Record<number, string>>;
  export default bodies;
}
