/**
 * The article files read the way the content collection reads them (src/content.config.ts: the
 * frontmatter between `---` lines, validated by the schema), for unit tests that run without Astro.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { type Article, articleSchema, ArticleError, inIdOrder, toPostMeta } from "@/features/blog/article-schema";
import { articlesDir } from "@/lib/content-dir";

export function parseArticleFile(source: string, file: string): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleError(`${file}: must start with a frontmatter block between "---" lines`);
  const parsed = articleSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!parsed.success)
    throw new ArticleError(
      `${file}: invalid frontmatter\n${parsed.error.issues.map((i) => `  field "${i.path.join(".")}": ${i.message}`).join("\n")}`,
    );
  return { meta: toPostMeta(parsed.data), markdown: (match[2] ?? "").trim(), file };
}

export function readArticleFiles(dir = articlesDir()): Article[] {
  return inIdOrder(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => parseArticleFile(readFileSync(join(dir, name), "utf8"), relative(process.cwd(), join(dir, name)))),
  );
}
