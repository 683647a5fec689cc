import type { PostMeta } from "@/content/blog/taxonomy";
import { BlogSection } from "@/features/blog/components/blog-section";
import { IslandRoot } from "./island-root";

/** The home page's 'Blog de Belleza' (BL-01): links to `/blog?categoria=…` until it hydrates near the viewport, then an in-place filter. */
export default function BlogIsland(props: { title: string; text: string; posts: readonly PostMeta[] }) {
  return (
    <IslandRoot>
      <BlogSection {...props} />
    </IslandRoot>
  );
}
