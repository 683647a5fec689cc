/**
 * An article's body (BL-03, CN-02): CommonMark rendered by markdown-it, raw HTML shown as text; `#`
 * headings are refused (the title is the page's only h1). The pages render it; the owner's editor
 * previews it; the server refuses a body the pages could not show.
 */
import MarkdownIt from "markdown-it";

export class ArticleError extends Error {
  override name = "ArticleError";
}

const markdown = new MarkdownIt("commonmark", { html: false });

/** The line of a `#` heading in `source`, if any (1-based). */
export function titleHeadingLine(source: string): number | undefined {
  const h1 = markdown.parse(source, {}).find((t) => t.type === "heading_open" && t.tag === "h1");
  return h1 ? (h1.map?.[0] ?? 0) + 1 : undefined;
}

export function renderMarkdown(source: string, file = "article"): string {
  const tokens = markdown.parse(source, {});
  const h1 = tokens.find((t) => t.type === "heading_open" && t.tag === "h1");
  if (h1)
    throw new ArticleError(
      `${file}, line ${(h1.map?.[0] ?? 0) + 1}: use "##" for headings — the title is the page's heading`,
    );
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** CN-02: reading time of a body at 200 words a minute ('4 min'). */
export function readingTime(source: string): string {
  const words = source.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min`;
}
