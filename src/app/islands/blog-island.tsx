import type { PostMeta } from "@/content/blog/taxonomy";
import { BlogSection } from "@/features/blog/components/blog-section";
import type { Photos } from "@/lib/photos";
import { IslandRoot } from "./island-root";

/** The home page's 'Blog de Belleza' (BL-01): links to `/blog?categoria=…` until it hydrates near the viewport, then an in-place filter. */
export default function BlogIsland({
  photos,
  ...props
}: {
  title: string;
  text: string;
  posts: readonly PostMeta[];
  photos: Photos;
}) {
  return (
    <IslandRoot photos={photos}>
      <BlogSection {...props} />
    </IslandRoot>
  );
}
