import type { SalonSettings } from "@/lib/settings/model";
import { seedSettings } from "@/lib/settings/seed";

/**
 * What the booking server hands to Astro with each page request (server/site/pages.ts, PF-04): the
 * salon's current settings and its page cache. Absent in a static-only build, which uses the seed.
 */
export interface PageLocals {
  settings?: () => Promise<SalonSettings>;
  /** Serves the page from memory, or renders it with `render` and keeps it until a setting is saved. */
  pages?: { serve: (request: Request, render: () => Promise<Response>) => Promise<Response> };
}

export async function pageSettings(locals: PageLocals): Promise<SalonSettings> {
  return locals.settings ? await locals.settings() : seedSettings;
}
