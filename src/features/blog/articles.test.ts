import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parseArticleFile as parseArticle, readArticleFiles as loadArticles } from "@/test/articles";
import { ArticleError } from "./article-schema";
import { renderMarkdown } from "@/domain/blog/markdown";

const articles = loadArticles();
const valid = readFileSync(articles[0]!.file, "utf8");
const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

describe("article files", () => {
  test("BL-03 six article files, in id order", () => {
    expect(articles.map((a) => a.meta.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("BL-03 bodies are Spanish articles of at least 350 words with headings and lists", () => {
    for (const a of articles) {
      expect(words(a.markdown), a.file).toBeGreaterThanOrEqual(350);
      const html = renderMarkdown(a.markdown, a.file);
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<(ul|ol)>/);
    }
  });

  test("BL-03 CommonMark: emphasis, links, quotes, headings and lists", () => {
    const html = renderMarkdown(
      "Texto con *cursiva* y **negrita** y [un enlace](https://example.com).\n\n> Una cita.\n\n### Sub\n\n- uno\n- dos\n\n1. primero\n",
    );
    expect(html).toContain("<em>cursiva</em>");
    expect(html).toContain("<strong>negrita</strong>");
    expect(html).toContain('<a href="https://example.com">un enlace</a>');
    expect(html).toContain("<blockquote>\n<p>Una cita.</p>\n</blockquote>");
    expect(html).toContain("<h3>Sub</h3>");
    expect(html).toContain("<ul>\n<li>uno</li>");
    expect(html).toContain("<ol>\n<li>primero</li>");
  });

  test("BL-03 raw HTML in an article is shown as text, never run", () => {
    expect(renderMarkdown('Hola <script>alert("x")</script>')).toContain("&lt;script&gt;");
  });

  test("BL-03 a '#' heading is refused: the title is the page's heading", () => {
    expect(() => renderMarkdown("# Otro título", "nuevo.md")).toThrow(/nuevo\.md, line 1: use "##"/);
  });

  test("BL-03 a bad frontmatter names the file and the field", () => {
    const bad = valid.replace(/^category: .*$/m, "category: Peluquería");
    expect(() => parseArticle(bad, "src/content/blog/nuevo.md")).toThrow(ArticleError);
    expect(() => parseArticle(bad, "src/content/blog/nuevo.md")).toThrow(
      /src\/content\/blog\/nuevo\.md: invalid frontmatter\n {2}field "category": /,
    );
    const noDate = valid.replace(/^publishDate: .*$/m, "publishDate: 15/01/2025");
    expect(() => parseArticle(noDate, "a.md")).toThrow(/field "publishDate"/);
    const unknownField = valid.replace(/^views: .*$/m, "views: 3\nviwes: 4");
    expect(() => parseArticle(unknownField, "a.md")).toThrow(/viwes/);
    expect(() => parseArticle("Sin frontmatter", "a.md")).toThrow(/a\.md: must start with a frontmatter block/);
  });

  test("BL-03 an article without a body is refused, naming the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    writeFileSync(join(dir, "vacio.md"), valid.replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*$/, "$1\n"));
    expect(() => loadArticles(dir)).toThrow(/vacio\.md: the article has no body/);
  });

  test("BL-03 two files with one id are refused, naming both", () => {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    writeFileSync(join(dir, "a.md"), valid);
    writeFileSync(join(dir, "b.md"), valid);
    expect(() => loadArticles(dir)).toThrow(/b\.md: id \d+ is already used by .*a\.md/);
  });
});
