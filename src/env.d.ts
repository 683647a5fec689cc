/// <reference types="astro/client" />
import type { PageLocals } from "./lib/page-locals";

declare global {
  // What the booking server hands to each page (src/lib/page-locals.ts).
  namespace App {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends PageLocals {}
  }
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first click inside the island (src/app/astro/click-directive.ts). */
      "client:click"?: boolean;
    }
  }
}
