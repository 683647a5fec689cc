/**
 * The content's photos (src/content/photos, named in content files by file name) through Astro's
 * image service (`astro:assets`, PF-03): AVIF and WebP in the widths a screen may need (never wider
 * than the photo), made at build for prerendered pages and by the server's image endpoint, once
 * per size and then from its cache (server/site/pages.ts), for pages rendered on request.
 */
import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import type { Photo, Photos } from "@/lib/photos";

const files = import.meta.glob<ImageMetadata>("@photos/*.{jpg,jpeg,JPG,JPEG,png,PNG,webp,WEBP}", {
  eager: true,
  import: "default",
});

const WIDTHS = [480, 800, 1200, 1600, 1920];

async function photo(image: ImageMetadata): Promise<Photo> {
  const fitting = WIDTHS.filter((w) => w <= image.width);
  const widths = fitting.length > 0 ? fitting : [image.width];
  const largest = widths[widths.length - 1] ?? image.width;
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src: image, widths, format: "avif" }),
    getImage({ src: image, widths, format: "webp" }),
    getImage({ src: image, width: largest, format: "webp" }),
  ]);
  return {
    sources: { avif: avif.srcSet.attribute, webp: webp.srcSet.attribute },
    img: { src: fallback.src, w: largest, h: Math.round((image.height * largest) / image.width) },
  };
}

let made: Promise<Photos> | undefined;

/** Every photo, by file name (made once per process). */
export function contentPhotos(): Promise<Photos> {
  made ??= Promise.all(
    Object.entries(files).map(async ([path, image]) => [path.split("/").at(-1) ?? path, await photo(image)] as const),
  ).then(Object.fromEntries);
  return made;
}
