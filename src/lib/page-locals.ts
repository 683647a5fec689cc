import type { SalonSettings } from "@/lib/settings/model";
import { seedSettings } from "@/lib/settings/seed";

/** CN-02: an article as the pages read it from the database; `deleted`: its address answers 410 Gone. */
export interface PageArticle {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  authorId: string;
  publishDate: string;
  readTime: string;
  image: string;
  imageAlt: string;
  views: number;
  body: string;
  deleted: boolean;
  /** The cover's sizes when it is a photo the owner uploaded (CN-01's pipeline). */
  imagePhoto: { width: number; height: number; widths: readonly number[] } | null;
}

/** RV-02: the home page's published reviews (none in a static-only build: it shows the testimonials). */
export interface PageReviews {
  count: number;
  average: number;
  latest: {
    id: string;
    rating: number;
    body: string | null;
    author: string;
    serviceName: string;
    visitedOn: string;
    reply: string | null;
  }[];
}

/**
 * What the booking server hands to Astro with each page request (server/site/pages.ts, PF-04): the
 * salon's current settings and its page cache. Absent in a static-only build, which uses the seed.
 */
export interface PageLocals {
  settings?: () => Promise<SalonSettings>;
  /** CN-02: the articles the owner wrote (drafts left out; a deleted one answers 410). */
  articles?: () => Promise<PageArticle[]>;
  /** RV-02: the published reviews (the reviews area's); a change to them invalidates the pages as a setting does. */
  reviews?: () => Promise<PageReviews>;
  /** Serves the page from memory, or renders it with `render` and keeps it until a setting is saved. */
  pages?: { serve: (request: Request, render: () => Promise<Response>) => Promise<Response> };
}

export async function pageSettings(locals: PageLocals): Promise<SalonSettings> {
  return locals.settings ? await locals.settings() : seedSettings;
}

export async function pageReviews(locals: PageLocals): Promise<PageReviews> {
  return locals.reviews ? await locals.reviews() : { count: 0, average: 0, latest: [] };
}
