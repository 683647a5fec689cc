import { Clock, Eye } from "lucide-react";
import type { PostMeta } from "@/content/blog/posts";
import { spanishDate } from "@/lib/dates";

export function PostMetaLine({ post }: { post: PostMeta }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={post.publishDate}>{spanishDate(post.publishDate)}</time>
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
