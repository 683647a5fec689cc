import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** The site's own additions to Astro: the `client:click` directive (src/app/astro/click-directive.ts). */
export function salonIslands(): AstroIntegration {
  return {
    name: "salon:islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "click",
          entrypoint: fileURLToPath(new URL("./click-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
