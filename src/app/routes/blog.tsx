import { useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { posts } from "@/content/blog/posts";
import { site } from "@/content/site";
import { CategoryFilter } from "@/features/blog/components/category-filter";
import { PostList } from "@/features/blog/components/post-list";
import { ALL, filterByCategory, parseCategory } from "@/features/blog/posts";
import { useHydrated } from "@/hooks/use-hydrated";
import { pageMeta } from "@/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Blog de Belleza | ${site.name}`,
    description:
      "Consejos de cuidado de la piel, maquillaje, cabello, spa y uñas de las profesionales de nuestro salón.",
    path: "/blog",
  });

/** `/blog`: all articles, filter kept in `?categoria=` (RT-02). */
export default function Blog() {
  const [params, setParams] = useSearchParams();
  // The prerendered page shows 'Todos'; the query is read once hydrated to avoid a mismatch.
  const hydrated = useHydrated();
  const category = hydrated ? parseCategory(params.get("categoria")) : ALL;
  return (
    <section aria-labelledby="blog-titulo" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h1 id="blog-titulo" className="text-4xl font-semibold sm:text-5xl">
          Blog de Belleza
        </h1>
        <p className="mt-3 text-muted-foreground">Consejos de nuestras profesionales para cuidarte también en casa.</p>
      </div>
      <div className="space-y-8">
        <CategoryFilter
          value={category}
          onChange={(next) =>
            setParams(next === ALL ? {} : { categoria: next }, { replace: true, preventScrollReset: true })
          }
        />
        <PostList posts={filterByCategory(posts, category)} headingLevel={2} />
      </div>
    </section>
  );
}
