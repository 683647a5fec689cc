import { useState } from "react";
import { Section } from "@/components/layout/section";
import { buttonVariants } from "@/components/ui/button";
import type { PostMeta } from "@/content/blog/taxonomy";
import { paths, sections } from "@/lib/paths";
import { ALL, type CategoryFilter as Filter, filterByCategory } from "../posts";
import { CategoryFilter } from "./category-filter";
import { PostList } from "./post-list";

/** The home page's 'Blog de Belleza' (BL-01, BL-02, BL-04). */
export function BlogSection({ title, text, posts }: { title: string; text: string; posts: readonly PostMeta[] }) {
  const [category, setCategory] = useState<Filter>(ALL);
  return (
    <Section id={sections.blog} title={title} text={text}>
      <div className="space-y-8">
        <CategoryFilter value={category} onChange={setCategory} />
        <PostList posts={filterByCategory(posts, category)} />
        <div className="text-center">
          <a href={paths.blog} className={buttonVariants({ variant: "outline", size: "lg" })}>
            Ver Más Artículos
          </a>
        </div>
      </div>
    </Section>
  );
}
