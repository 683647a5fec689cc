/** SP-01: the back office as an app on the team's phones (its name, icons and colours from the brand). */
import type { APIRoute } from "astro";
import { brand } from "@/content/brand";
import { site } from "@/content/site";
import { paths } from "@/lib/paths";
import { staffIcons } from "@/lib/staff-icons";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: `Agenda · ${site.name}`,
      short_name: "Agenda",
      description: `La agenda, la caja y los avisos de ${site.name}.`,
      lang: "es",
      id: paths.staff,
      start_url: paths.staff,
      scope: paths.staff,
      display: "standalone",
      orientation: "any",
      background_color: "#ffffff",
      theme_color: brand.primary,
      icons: staffIcons.map((i) => ({
        src: `${paths.staff}/icono-${i.name}.png`,
        sizes: `${i.size}x${i.size}`,
        type: "image/png",
        purpose: i.maskable ? "maskable" : "any",
      })),
    }),
    { headers: { "Content-Type": "application/manifest+json" } },
  );
