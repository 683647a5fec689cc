/**
 * An article file's frontmatter (BL-03): the zod schema Astro's content collection validates every
 * `*.md` file with (src/content.config.ts) — a bad field fails the build naming the file and the
 * field — and the reading of a file the server seeds the articles table from (CN-02).
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { categories } from "@/content/blog/taxonomy";
import { team } from "@/content/team";
import { ArticleError } from "./markdown";

/** YAML may read `2025-01-15` as a date: either way it is kept as the ISO day. */
const isoDay = z.union([z.iso.date(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

export const articleSchema = z.strictObject({
  id: z.int().positive(),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.enum(categories),
  /** CN-03: a team member's id (src/content/team.ts). */
  author: z.enum(team.map((p) => p.id) as [string, ...string[]]),
  publishDate: isoDay,
  readTime: z.string().regex(/^\d+ min$/, 'expected minutes like "5 min"'),
  image: z.string().trim().min(1),
  imageAlt: z.string().trim().min(1),
  views: z.int().nonnegative(),
});

export type ArticleFrontmatter = z.output<typeof articleSchema>;

/** A Markdown file's frontmatter and body, as the content collection reads it. */
export function parseArticleSource(source: string, file: string): { data: ArticleFrontmatter; markdown: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(`${file}: must start with a frontmatter block between "---" lines`);
  const parsed = articleSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!parsed.success)
    throw new ArticleError(
      `${file}: invalid frontmatter\n${parsed.error.issues.map((i) => `  field "${i.path.join(".")}": ${i.message}`).join("\n")}`,
    );
  return { data: parsed.data, markdown: (match[2] ?? "").trim() };
}
