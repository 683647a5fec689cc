/**
 * CN-01, pure: the home page's hero, 'Nosotros' and gallery from the owner's content, the seed's
 * (src/content/home.ts) where she left it empty; and her uploaded photos as the pages name them
 * (AVIF and WebP srcsets of `/media/<name>-<width>.<format>`, the size reserved).
 */
import { about as seedAbout, gallery as seedGallery, hero as seedHero } from "@/content/home";
import type { Photo, Photos } from "@/lib/photos";
import type { SalonSettings, UploadedPhoto } from "./model";

/** A sizes attribute's widths are the photo's: the browser picks from them. */
export function uploadedPhoto(name: string, photo: UploadedPhoto): Photo {
  const set = (format: string) => photo.widths.map((w) => `/media/${name}-${w}.${format} ${w}w`).join(", ");
  const largest = photo.widths.at(-1) ?? photo.width;
  return {
    sources: { avif: set("avif"), webp: set("webp") },
    img: { src: `/media/${name}-${largest}.webp`, w: largest, h: Math.round((photo.height * largest) / photo.width) },
  };
}

/** The owner's photos the content names, as the pages' photo map takes them. */
export function uploadedPhotos(settings: SalonSettings): Photos {
  return Object.fromEntries(Object.entries(settings.photos).map(([name, p]) => [name, uploadedPhoto(name, p)]));
}

export function heroContent(settings: SalonSettings) {
  const c = settings.content;
  return {
    ...seedHero,
    headline: c.heroHeadline ?? seedHero.headline,
    text: c.heroText ?? seedHero.text,
    image: c.heroPhoto && c.heroAlt ? { src: c.heroPhoto, alt: c.heroAlt } : seedHero.image,
  };
}

export function aboutContent(settings: SalonSettings, year: number) {
  const seed = seedAbout(year);
  const c = settings.content;
  return {
    ...seed,
    paragraphs: c.aboutText
      ? c.aboutText
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : seed.paragraphs,
    image: c.aboutPhoto && c.aboutAlt ? { src: c.aboutPhoto, alt: c.aboutAlt } : seed.image,
  };
}

/** The gallery's pictures in order; a client's photo only with her consent (the database checks it too). */
export function galleryContent(settings: SalonSettings) {
  const items = settings.gallery.items;
  if (!items) return seedGallery.map((g) => ({ src: g.src, caption: g.caption, alt: g.alt }));
  return items
    .filter((i) => !i.showsClient || i.consent)
    .map((i) => ({ src: i.photo, caption: i.caption, alt: i.alt }));
}
