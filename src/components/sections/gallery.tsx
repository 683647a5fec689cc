import { Section } from "@/components/layout/section";
import { ContentImage } from "@/components/ui/content-image";
import { sections } from "@/lib/paths";

export interface GalleryItem {
  src: string;
  caption: string;
  alt: string;
}

/** Captions show on hover and on keyboard focus (HM-04); each figure is focusable. */
export function Gallery({ title, text, items }: { title: string; text: string; items: readonly GalleryItem[] }) {
  return (
    <Section id={sections.gallery} title={title} text={text}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.src}>
            {/* Focusable so keyboard users can reveal the caption too (HM-04). */}
            <figure
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="group relative overflow-hidden rounded-2xl focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              <ContentImage
                src={item.src}
                alt={item.alt}
                width={480}
                height={360}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus:scale-105"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-foreground/90 to-foreground/0 p-4 pt-10 font-display text-lg font-semibold text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus:opacity-100">
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
