import { existsSync, renameSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/**
 * The site's own additions to Astro: the `client:click` directive (src/app/astro/click-directive.ts),
 * and the sitemap's name. @astrojs/sitemap writes sitemap-index.xml (pointing at sitemap-0.xml);
 * robots.txt and search consoles know it as /sitemap.xml (QA-05). Listed after the sitemap
 * integration, so its files exist when this runs.
 */
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
      "astro:build:done": ({ dir }) => {
        const index = fileURLToPath(new URL("sitemap-index.xml", dir));
        if (existsSync(index)) renameSync(index, fileURLToPath(new URL("sitemap.xml", dir)));
      },
    },
  };
}
