/** SP-01: the app icons the manifest names, rasterised from the logo mark at build time. */
import type { APIRoute, GetStaticPaths } from "astro";
import sharp from "sharp";
import { staffIcons, staffIconSvg } from "@/lib/staff-icons";

export const prerender = true;

export const getStaticPaths = (() =>
  staffIcons.map((icon) => ({ params: { name: icon.name }, props: icon }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { size, maskable } = props as (typeof staffIcons)[number];
  const png = await sharp(Buffer.from(staffIconSvg(size, maskable)))
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
