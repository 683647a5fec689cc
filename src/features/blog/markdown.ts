/**
 * An article's body (BL-03): CommonMark rendered by markdown-it, raw HTML shown as text; `#`
 * headings are refused (the title is the page's only h1).
 */
import MarkdownIt from "markdown-it";
import { ArticleError } from "./article-schema";

const markdown = new MarkdownIt("commonmark", { html: false });

export function renderMarkdown(source: string, file = "article"): string {
  const tokens = markdown.parse(source, {});
  const h1 = tokens.find((t) => t.type === "heading_open" && t.tag === "h1");
  if (h1)
    throw new ArticleError(
      `${file}, line ${(h1.map?.[0] ?? 0) + 1}: use "##" for headings — the title is the page's heading`,
    );
  return markdown.renderer.render(tokens, markdown.options, {});
}
