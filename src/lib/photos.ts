/**
 * The photos in src/content/photos, each as AVIF + WebP in several widths, made by Astro's image
 * service (`astro:assets`, src/app/photos.ts, PF-03). Only their URLs and sizes reach the page; a
 * photo is downloaded in the one width the visitor's screen needs.
 */
export interface Photo {
  /** srcset per format: `avif`, `webp`. */
  sources: Record<string, string>;
  /** The largest WebP, for browsers that take no <source>. */
  img: { src: string; w: number; h: number };
}

/** The page's photos by file name. */
export type Photos = Readonly<Record<string, Photo>>;

/** An image reference in the content: `/images/…` is artwork in public/, anything else a photo's file name. */
export function isPhoto(src: string): boolean {
  return !src.startsWith("/");
}

export function findPhoto(photos: Photos, name: string): Photo {
  const photo = photos[name];
  if (!photo)
    throw new Error(
      `The photo "${name}" is named in src/content but is not in src/content/photos (check the spelling).`,
    );
  return photo;
}
