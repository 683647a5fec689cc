/**
 * What an article may name in its frontmatter: the categories, the authors and
 * the treatment each category leads to. The articles themselves are the
 * Markdown files next to this one (one file per article).
 */
import type { ServiceId } from "../services";

export const categories = ["Cuidado de la Piel", "Maquillaje", "Cabello", "Spa", "Uñas"] as const;
export type Category = (typeof categories)[number];

/** The treatment an article leads to (BL-05): 'Reservar este tratamiento' books this service. */
export const categoryService = {
  "Cuidado de la Piel": "facial",
  Maquillaje: "maquillaje",
  Cabello: "corte",
  Spa: "masaje",
  Uñas: "manicura",
} as const satisfies Record<Category, ServiceId>;

export interface Author {
  name: string;
  /** Path to an avatar image, or null to show the initials. */
  avatar: string | null;
  initials: string;
}

/**
 * CN-03: an article is signed by a member of the team (`author:` is her id, src/content/team.ts): her
 * name and photo as the settings have them, her initials when she has no photo.
 */
export function authorOf(member: { name: string; photo: string | null } | undefined): Author {
  const name = member?.name ?? "Aurora Beauty Salón";
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
  return { name, avatar: member?.photo ?? null, initials };
}

/** An article's frontmatter, with the author resolved. */
export interface PostMeta {
  id: number;
  title: string;
  excerpt: string;
  category: Category;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  readTime: string;
  /** An artwork path under /images, or a photo file name in src/content/photos. */
  image: string;
  imageAlt: string;
  views: number;
}
