import { buttonVariants } from "@/components/ui/button";
import type { PostMeta } from "@/content/blog/taxonomy";
import { paths } from "@/lib/paths";
import { splitFeatured } from "../posts";
import { AuthorBadge } from "./author-badge";
import { PostMetaLine } from "./post-meta-line";
import { ContentImage } from "@/components/ui/content-image";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** Featured first post, then a 1/2/3-column grid of the rest (BL-02). */
export function PostList({ posts, headingLevel = 3 }: { posts: readonly PostMeta[]; headingLevel?: 2 | 3 }) {
  const { featured, rest } = splitFeatured(posts);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!featured)
    return <p className="text-center text-muted-foreground">No hay artículos en esta categoría todavía.</p>;
  return (
    <div className="space-y-8">
      <article className="grid overflow-hidden rounded-3xl border border-border bg-card shadow-sm md:grid-cols-2">
        <ContentImage
          src={featured.image}
          alt={featured.imageAlt}
          width={640}
          height={400}
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] h-full w-full object-cover"
        />
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <p className="text-sm font-semibold text-primary">{featured.category} · Destacado</p>
          <Heading className="text-2xl font-semibold sm:text-3xl">
            <a href={paths.post(featured.id)} className="hover:text-primary">
              {featured.title}
            </a>
          </Heading>
          <p className="text-muted-foreground">{featured.excerpt}</p>
          <AuthorBadge author={featured.author} />
          <PostMetaLine post={featured} />
          <a href={paths.post(featured.id)} className={`${buttonVariants()} mt-auto self-start`}>
            Leer Artículo Completo
            <span className="sr-only">: {featured.title}</span>
          </a>
        </div>
      </article>
      {rest.length > 0 ? (
        <ul data-testid="post-grid" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <li key={post.id}>
              <article
                className={cn(cardVariants({ elevated: true }), "relative flex h-full flex-col overflow-hidden")}
              >
                <ContentImage
                  src={post.image}
                  alt={post.imageAlt}
                  width={480}
                  height={300}
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <p className="text-sm font-semibold text-primary">{post.category}</p>
                  <Heading className="text-lg font-semibold">
                    <a href={paths.post(post.id)} className="after:absolute after:inset-0 hover:text-primary">
                      {post.title}
                    </a>
                  </Heading>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>
                  <div className="mt-auto text-sm">
                    <AuthorBadge author={post.author} />
                  </div>
                  <PostMetaLine post={post} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
