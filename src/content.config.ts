/**
 * The blog's articles as an Astro content collection (PF-03): every `*.md` file in the articles
 * folder (src/content/blog, or CONTENT_DIR's), its frontmatter validated by the zod schema; an
 * image must exist (a photo in the photos folder, or /images/… artwork in public/).
 */
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema } from "./features/blog/article-schema";
import { articlesDir, photosDir } from "./lib/content-dir";

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: articlesDir() }),
  schema: articleSchema.superRefine((data, ctx) => {
    const file = data.image.startsWith("/") ? resolve("public", `.${data.image}`) : join(photosDir(), data.image);
    if (!existsSync(file))
      ctx.addIssue({
        code: "custom",
        path: ["image"],
        message: `${data.image} not found (a photo's file name in ${relative(process.cwd(), photosDir())}, or /images/… artwork in public/)`,
      });
  }),
});

export const collections = { blog };
