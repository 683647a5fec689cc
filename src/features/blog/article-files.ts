/**
 * The one loader of the blog's articles: every `*.md` file in the articles
 * folder, its frontmatter validated (a clear error names the file and the
 * field), its body rendered to HTML by markdown-it (CommonMark). Runs in Node
 * at build time only — for the routes, the prerender list, the Vite plugin
 * that hands the pages their data, and the tests; never in the browser.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
// Loaded by the Vite config, where the @/ alias does not exist yet: relative paths on purpose.
// eslint-disable-next-line no-restricted-imports
import { type AuthorKey, authors, categories, type PostMeta } from "../../content/blog/taxonomy.ts";
// eslint-disable-next-line no-restricted-imports
import { contentDir, photosDir } from "../../lib/content-dir.ts";

export interface Article {
  meta: PostMeta;
  /** The body as written (Markdown). */
  markdown: string;
  /** The body rendered to HTML. */
  html: string;
  file: string;
}

export function articlesDir(): string {
  return join(contentDir(), "blog");
}

export class ArticleError extends Error {
  override name = "ArticleError";
}

const frontmatterSchema = z.strictObject({
  id: z.int().positive(),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.enum(categories),
  author: z.enum(Object.keys(authors) as [AuthorKey, ...AuthorKey[]]),
  publishDate: z.iso.date(),
  readTime: z.string().regex(/^\d+ min$/, 'expected minutes like "5 min"'),
  image: z.string().trim().min(1),
  imageAlt: z.string().trim().min(1),
  views: z.int().nonnegative(),
});

const markdown = new MarkdownIt("commonmark", { html: false });

/** Renders an article body; `#` headings are refused (the title is the page's only h1). */
export function renderMarkdown(source: string, file = "article"): string {
  const tokens = markdown.parse(source, {});
  const h1 = tokens.find((t) => t.type === "heading_open" && t.tag === "h1");
  if (h1)
    throw new ArticleError(
      `${file}, line ${(h1.map?.[0] ?? 0) + 1}: use "##" for headings — the title is the page's heading`,
    );
  return markdown.renderer.render(tokens, markdown.options, {});
}

/** Splits `---\nyaml\n---\nbody`. */
function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(`${file}: must start with a frontmatter block between "---" lines`);
  try {
    return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
  } catch (error) {
    throw new ArticleError(`${file}: the frontmatter is not valid YAML (${(error as Error).message})`);
  }
}

export function parseArticle(source: string, file: string): Article {
  const { data, body } = splitFrontmatter(source, file);
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const field = issue.path.join(".") || "(frontmatter)";
      return `  field "${field}": ${issue.message}`;
    });
    throw new ArticleError(`${file}: invalid frontmatter\n${lines.join("\n")}`);
  }
  const { author, ...rest } = parsed.data;
  const image = rest.image.startsWith("/") ? resolve("public", `.${rest.image}`) : join(photosDir(), rest.image);
  if (!existsSync(image))
    throw new ArticleError(
      `${file}: field "image": ${rest.image} not found (a photo's file name in ${relative(process.cwd(), photosDir())}, or /images/… artwork in public/)`,
    );
  if (body.trim() === "") throw new ArticleError(`${file}: the article has no body`);
  return {
    meta: { ...rest, author: authors[author] },
    markdown: body.trim(),
    html: renderMarkdown(body, file),
    file,
  };
}

/** Every article in `dir`, in id order; ids must be unique. */
export function loadArticles(dir = articlesDir()): Article[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) => {
    const path = join(dir, name);
    return parseArticle(readFileSync(path, "utf8"), relative(process.cwd(), path) || name);
  });
  const seen = new Map<number, string>();
  for (const a of articles) {
    const other = seen.get(a.meta.id);
    if (other) throw new ArticleError(`${a.file}: id ${a.meta.id} is already used by ${other}`);
    seen.set(a.meta.id, a.file);
  }
  return articles.sort((a, b) => a.meta.id - b.meta.id);
}
