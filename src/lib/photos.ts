/**
 * The photos in src/content/photos, each as AVIF + WebP in several widths
 * (vite-imagetools on sharp, at build). Only their URLs and sizes reach the
 * page; a photo is downloaded in the one width the visitor's screen needs.
 */
export interface Photo {
  /** srcset per format: `avif`, `webp`. */
  sources: Record<string, string>;
  /** The largest WebP, for browsers that take no <source>. */
  img: { src: string; w: number; h: number };
}

const files = import.meta.glob<Photo>("@photos/*.{jpg,jpeg,JPG,JPEG,png,PNG,webp,WEBP}", {
  eager: true,
  import: "default",
  // Literal on purpose: Vite reads glob options statically. Widths larger than the photo are skipped.
  query: { w: "480;800;1200;1600;1920", format: "avif;webp", as: "picture" },
});

const byName = new Map(Object.entries(files).map(([path, photo]) => [path.split("/").at(-1) ?? path, photo]));

/** An image reference in the content: `/images/…` is artwork in public/, anything else a photo's file name. */
export function isPhoto(src: string): boolean {
  return !src.startsWith("/");
}

export function findPhoto(name: string): Photo {
  const photo = byName.get(name);
  if (!photo)
    throw new Error(
      `The photo "${name}" is named in src/content but is not in src/content/photos (check the spelling).`,
    );
  return photo;
}
