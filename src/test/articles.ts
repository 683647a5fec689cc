/**
 * The article files read the way the content collection reads them (src/content.config.ts: the
 * frontmatter between `---` lines, validated by the schema), for unit tests that run without Astro.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type Article, inIdOrder, toPostMeta } from "@/features/blog/article-schema";
import { parseArticleSource } from "@/domain/blog/frontmatter";
import { articlesDir } from "@/lib/content-dir";
import { seedSettings } from "@/lib/settings/seed";

export function parseArticleFile(source: string, file: string): Article {
  const { data, markdown } = parseArticleSource(source, file);
  return { meta: toPostMeta(data, seedSettings.team), markdown, file };
}

export function readArticleFiles(dir = articlesDir()): Article[] {
  return inIdOrder(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => parseArticleFile(readFileSync(join(dir, name), "utf8"), relative(process.cwd(), join(dir, name)))),
  );
}
