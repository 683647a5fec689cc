import { ArrowLeft } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { BookingLink } from "@/components/layout/booking-link";
import type { PostMeta } from "@/content/blog/posts";
import { paths } from "@/lib/paths";
import type { Block, Inline } from "../markdown";
import { AuthorBadge } from "./author-badge";
import { PostMetaLine } from "./post-meta-line";

/** An article page (RT-03): image, title, author, long date, reading time, views, body. */
export function ArticleView({ post, blocks }: { post: PostMeta; blocks: readonly Block[] }) {
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
      <aside className="mt-12 rounded-3xl bg-secondary p-6 text-center sm:p-8">
        <p className="font-display text-2xl font-semibold">¿Te apetece que lo hagamos por ti?</p>
        <p className="mt-2 text-muted-foreground">Reserva tu cita online en menos de un minuto.</p>
        <BookingLink className="mt-4">Reservar Cita</BookingLink>
      </aside>
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
