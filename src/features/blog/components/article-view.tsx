import { ArrowLeft } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { BookingLink } from "@/components/layout/booking-link";
import type { PostMeta } from "@/content/blog/posts";
import { euros, findService, type ServiceId } from "@/content/services";
import { paths } from "@/lib/paths";
import type { Block, Inline } from "../markdown";
import { AuthorBadge } from "./author-badge";
import { PostMetaLine } from "./post-meta-line";

/** An article page (RT-03): image, title, author, long date, reading time, views, body. */
export function ArticleView({
  post,
  blocks,
  related,
  serviceId,
}: {
  post: PostMeta;
  blocks: readonly Block[];
  related: readonly PostMeta[];
  serviceId: ServiceId;
}) {
  const service = findService(serviceId);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to={paths.blog} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al blog
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{post.category}</p>
      <h1 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{post.title}</h1>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
        <AuthorBadge author={post.author} size="lg" />
        <PostMetaLine post={post} longDate />
      </div>
      <img
        src={post.image}
        alt={post.imageAlt}
        width={960}
        height={600}
        fetchPriority="high"
        className="mt-8 aspect-[16/10] w-full rounded-3xl object-cover"
      />
      <div className="mt-10 space-y-5 text-lg leading-relaxed">
        {blocks.map((block, i) => (
          <BlockView key={i} block={block} />
        ))}
      </div>
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
              <li key={p.id} className="rounded-2xl border border-border bg-card p-4">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{p.category}</p>
                <Link to={paths.post(p.id)} className="mt-1 block font-semibold hover:text-primary hover:underline">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to={paths.blog} className="mt-10 inline-flex items-center gap-2 font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al blog
      </Link>
    </article>
  );
}

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, i) => (
    <Fragment key={i}>{part.strong ? <strong>{part.text}</strong> : part.text}</Fragment>
  ));
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "h2":
      return <h2 className="pt-4 text-2xl font-semibold">{block.text}</h2>;
    case "h3":
      return <h3 className="pt-2 text-xl font-semibold">{block.text}</h3>;
    case "p":
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={`space-y-2 pl-6 ${block.type === "ul" ? "list-disc" : "list-decimal"}`}>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText content={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}
