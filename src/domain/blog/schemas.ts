/**
 * CN-02: an article as the owner writes it in /gestion/contenido (title, category, cover photo and
 * what it shows, Markdown body, author from the team, date, draft or published), once: the editor
 * checks it before sending, the server with the same schema.
 */
import { z } from "zod";
import { categories } from "@/content/blog/taxonomy";
import { titleHeadingLine } from "./markdown";

export const articleStatuses = ["draft", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
export const articleStatusNames: Record<ArticleStatus, string> = { draft: "Borrador", published: "Publicado" };

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Escribe ${what}.` })
    .trim()
    .min(min, { message: `Escribe ${what} (${min} a ${max} caracteres).` })
    .max(max, { message: `Escribe ${what} (${min} a ${max} caracteres).` });

export const articleInput = z.object({
  title: text("el título", 5, 120),
  excerpt: text("un resumen", 10, 300),
  category: z.enum(categories, { error: "Elige una categoría." }),
  author: z
    .string({ error: "Elige quién lo firma." })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: "Elige quién lo firma." }),
  publishDate: z.iso.date({ error: "Elige la fecha." }),
  image: z
    .string({ error: "Sube la foto de portada." })
    .refine((v) => /^foto-[0-9a-f]{16}$/.test(v) || /^\/images\/[a-z0-9-]+\.svg$/.test(v), {
      message: "Sube la foto de portada.",
    }),
  imageAlt: text("qué se ve en la foto", 5, 200),
  body: z
    .string({ error: "Escribe el artículo." })
    .trim()
    .min(50, { message: "Escribe el artículo (al menos 50 caracteres)." })
    .max(40_000, { message: "Como mucho 40.000 caracteres." })
    .superRefine((v, ctx) => {
      const line = titleHeadingLine(v);
      if (line)
        ctx.addIssue({
          code: "custom",
          message: `Línea ${line}: usa «##» para los apartados (el título ya es el encabezado principal).`,
        });
    }),
  status: z.enum(articleStatuses, { error: "Elige borrador o publicado." }),
  /** Absent for a new article; the version edited otherwise (OW-06). */
  version: z.int().min(1).optional(),
});
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleValues = z.output<typeof articleInput>;

export const articleIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_000_000_000) });

/** An article as the owner's list and editor have it. */
export interface StaffArticle extends ArticleValues {
  id: number;
  version: number;
  readTime: string;
  updatedAt: string;
}
