import type { ComponentProps } from "react";
import { usePhoto } from "@/hooks/use-photos";
import { isPhoto } from "@/lib/photos";

type ContentImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "loading"> & {
  /** `/images/…` artwork, or the file name of a photo in src/content/photos. */
  src: string;
  alt: string;
  /** The artwork's intrinsic size (a photo brings its own). */
  width: number;
  height: number;
  /** The image's rendered width per breakpoint, so the browser picks the right photo width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
};

/**
 * An image named in the content. Artwork is one SVG; a photo is a <picture>
 * with AVIF and WebP sources in several widths, and width/height from the
 * photo so the box is reserved before it loads (no layout shift).
 */
export function ContentImage({ src, alt, width, height, sizes, priority = false, ...props }: ContentImageProps) {
  const loading = priority
    ? { fetchPriority: "high" as const }
    : { loading: "lazy" as const, decoding: "async" as const };
  if (!isPhoto(src))
    return <img data-slot="content-image" src={src} alt={alt} width={width} height={height} {...loading} {...props} />;
  return <ContentPhoto name={src} alt={alt} sizes={sizes} {...loading} {...props} />;
}

function ContentPhoto({
  name,
  alt,
  sizes,
  ...props
}: Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & { name: string; alt: string; sizes: string }) {
  const photo = usePhoto(name);
  return (
    <picture data-slot="content-image" className="contents">
      {Object.entries(photo.sources).map(([format, srcSet]) => (
        // `hidden`: with the <picture> laid out as `contents`, a <source> would otherwise take a cell of
        // the grid around it (the hero's photo fell to a second row); choosing a source ignores CSS.
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} hidden />
      ))}
      <img src={photo.img.src} alt={alt} width={photo.img.w} height={photo.img.h} {...props} />
    </picture>
  );
}
