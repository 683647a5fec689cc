import { BlogSection } from "@/features/blog/components/blog-section";
import { IslandRoot } from "./island-root";

/** The home page's 'Blog de Belleza' (BL-01): links to `/blog?categoria=…` until it hydrates near the viewport, then an in-place filter. */
export default function BlogIsland({ title, text }: { title: string; text: string }) {
  return (
    <IslandRoot>
      <BlogSection title={title} text={text} />
    </IslandRoot>
  );
}
