/**
 * What the booking server hands to React Router when it renders a page on
 * request (server/site/pages.ts): the salon's current settings. Absent in a
 * static-only build, where the seed is used.
 */
import type { SalonSettings } from "@/lib/settings/model";

declare module "react-router" {
  interface AppLoadContext {
    settings?: () => Promise<SalonSettings>;
  }
}

export {};
