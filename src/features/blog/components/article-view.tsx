import { articleBodyClass } from "@/components/ui/article-body";
import { ArrowLeft } from "lucide-react";
import { BookingLink } from "@/components/layout/booking-link";
import type { PostMeta } from "@/content/blog/taxonomy";
import { euros } from "@/content/services";
import { findService } from "@/lib/settings/queries";
import { useSettings } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";
import { AuthorBadge } from "./author-badge";
import { PostMetaLine } from "./post-meta-line";
import { ContentImage } from "@/components/ui/content-image";
import { cardVariants } from "@/components/ui/card";

/** How the Markdown's elements look inside an article (CommonMark: headings, lists, links, quotes, emphasis). */
const articleBody = `mt-10 ${articleBodyClass}`;

export interface ArticleViewProps {
  post: PostMeta;
  /** The body, rendered at build time from the article's Markdown file. */
  bodyHtml: string;
  related: readonly PostMeta[];
  serviceId: string;
}

/** An article page (RT-03): image, title, author, long date, reading time, views, body. */
export function ArticleView({ post, bodyHtml, related, serviceId }: ArticleViewProps) {
  const service = findService(useSettings(), serviceId);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <a href={paths.blog} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al blog
      </a>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{post.category}</p>
      <h1 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{post.title}</h1>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
        <AuthorBadge author={post.author} size="lg" />
        <PostMetaLine post={post} longDate />
      </div>
      <ContentImage
        src={post.image}
        alt={post.imageAlt}
        width={960}
        height={600}
        sizes="(min-width: 800px) 736px, calc(100vw - 2rem)"
        priority
        className="mt-8 aspect-[16/10] w-full rounded-3xl object-cover"
      />
      {/* Our own articles, rendered at build with raw HTML disabled. */}
      <div className={articleBody} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <aside aria-labelledby="reservar-tratamiento" className="mt-12 rounded-3xl bg-secondary p-6 text-center sm:p-8">
        <p id="reservar-tratamiento" className="font-display text-2xl font-semibold">
          ¿Te apetece que lo hagamos por ti?
        </p>
        <p className="mt-2 text-muted-foreground">
          {service ? `${service.name}: ${service.minutes} min, ${euros(service.price)}. ` : ""}Reserva tu cita online en
          menos de un minuto.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <BookingLink serviceId={serviceId}>Reservar este tratamiento</BookingLink>
          <BookingLink variant="outline">Reservar Cita</BookingLink>
        </div>
      </aside>
      {related.length > 0 ? (
        <nav aria-labelledby="te-puede-interesar" className="mt-12">
          <h2 id="te-puede-interesar" className="text-2xl font-semibold">
            Te puede interesar
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((p) => (
              <li key={p.id} className={cardVariants({ padding: "md" })}>
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{p.category}</p>
                <a href={paths.post(p.id)} className="mt-1 block font-semibold hover:text-primary hover:underline">
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <a href={paths.blog} className="mt-10 inline-flex items-center gap-2 font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al blog
      </a>
    </article>
  );
}
