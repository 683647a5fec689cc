/**
 * Blog article index: metadata only, so pages that list articles do not carry
 * the article bodies. Bodies live in `bodies/` and are read by the article
 * route's loader at build time.
 */
import { paths } from "../../lib/paths";
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

export interface PostMeta {
  id: number;
  title: string;
  excerpt: string;
  category: Category;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  publishDate: string;
  readTime: string;
  image: string;
  imageAlt: string;
  views: number;
}

const authors = {
  marta: { name: "Marta Delgado", avatar: "/images/autora-marta.svg", initials: "MD" },
  elena: { name: "Elena Vidal", avatar: null, initials: "EV" },
  paula: { name: "Paula Serrano", avatar: "/images/autora-paula.svg", initials: "PS" },
} satisfies Record<string, Author>;

export const posts: readonly PostMeta[] = [
  {
    id: 1,
    title: "Cuidado de la piel en invierno: guía para una piel hidratada",
    excerpt:
      "El frío, el viento y la calefacción resecan la piel. Te contamos cómo adaptar tu rutina para mantenerla hidratada, protegida y luminosa toda la temporada.",
    category: "Cuidado de la Piel",
    author: authors.marta,
    publishDate: "2025-01-15",
    readTime: "5 min",
    image: "/images/blog-1.svg",
    imageAlt: "Ilustración de copos de nieve y un tarro de crema hidratante",
    views: 1205,
  },
  {
    id: 2,
    title: "Tendencias de maquillaje 2025: lo que vas a ver esta temporada",
    excerpt:
      "Pieles jugosas, labios difuminados y toques de color en la mirada: repasamos las tendencias de maquillaje de 2025 y cómo llevarlas a tu día a día.",
    category: "Maquillaje",
    author: authors.elena,
    publishDate: "2025-02-03",
    readTime: "4 min",
    image: "/images/blog-2.svg",
    imageAlt: "Ilustración de una barra de labios, una brocha y una paleta de colores",
    views: 892,
  },
  {
    id: 3,
    title: "Cómo elegir el corte de pelo según la forma de tu rostro",
    excerpt:
      "Ovalado, redondo, cuadrado o alargado: descubre qué cortes favorecen a cada tipo de rostro y qué preguntar a tu estilista antes de cambiar de look.",
    category: "Cabello",
    author: authors.paula,
    publishDate: "2025-02-20",
    readTime: "6 min",
    image: "/images/blog-3.svg",
    imageAlt: "Ilustración de siluetas de rostros con distintos cortes de pelo",
    views: 1456,
  },
  {
    id: 4,
    title: "Rutina de spa en casa: relájate en siete pasos",
    excerpt:
      "No hace falta salir de casa para regalarte un momento de bienestar. Te proponemos una rutina de spa sencilla, con productos que ya tienes a mano.",
    category: "Spa",
    author: authors.marta,
    publishDate: "2025-03-08",
    readTime: "7 min",
    image: "/images/blog-4.svg",
    imageAlt: "Ilustración de una bañera con velas, toallas y hojas de eucalipto",
    views: 734,
  },
  {
    id: 5,
    title: "Nail art para principiantes: diseños fáciles paso a paso",
    excerpt:
      "Puntos, líneas y degradados: aprende las técnicas básicas de nail art y los materiales que necesitas para decorar tus uñas sin complicaciones.",
    category: "Uñas",
    author: authors.paula,
    publishDate: "2025-03-25",
    readTime: "5 min",
    image: "/images/blog-5.svg",
    imageAlt: "Ilustración de una mano con uñas decoradas con puntos y lunas",
    views: 623,
  },
  {
    id: 6,
    title: "Beneficios de los tratamientos faciales regulares",
    excerpt:
      "Una limpieza facial profesional cada mes hace más que dejar la piel bonita: mejora su textura, previene imperfecciones y potencia tu rutina en casa.",
    category: "Cuidado de la Piel",
    author: authors.elena,
    publishDate: "2025-04-10",
    readTime: "6 min",
    image: "/images/blog-6.svg",
    imageAlt: "Ilustración de un rostro con mascarilla y rodajas de pepino",
    views: 945,
  },
];

/** Paths of every article page, for the prerender list and the sitemap. */
export function postPaths(): string[] {
  return posts.map((p) => paths.post(p.id));
}

export function findPost(id: number): PostMeta | undefined {
  return posts.find((p) => p.id === id);
}
