import { postPaths } from "@/content/blog/posts";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";

/** Prerendered to build/client/sitemap.xml from the same list as the routes (QA-05). */
export function loader() {
  const urls = ["/", "/blog", ...postPaths(), paths.privacy, paths.legal]
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
