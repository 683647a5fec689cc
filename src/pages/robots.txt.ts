import type { APIRoute } from "astro";
import { paths } from "@/lib/paths";
import { absoluteUrl } from "@/lib/seo";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: ${paths.staff}\nDisallow: ${paths.appointment}\nDisallow: ${paths.offer}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
