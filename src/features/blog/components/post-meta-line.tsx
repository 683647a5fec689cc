import { Clock, Eye } from "lucide-react";
import type { PostMeta } from "@/content/blog/taxonomy";
import { longSpanishDate, spanishDate } from "@/lib/dates";

/** Date, reading time and views; articles show the long date with the weekday (RT-03). */
export function PostMetaLine({ post, longDate = false }: { post: PostMeta; longDate?: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={post.publishDate}>{(longDate ? longSpanishDate : spanishDate)(post.publishDate)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime} de lectura
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-4" />
        {post.views.toLocaleString("es-ES")} lecturas
      </span>
    </p>
  );
}
