import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";

/** Prerendered to build/client/robots.txt. */
export function loader() {
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: ${paths.staff}\nDisallow: ${paths.appointment}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
}
