import { BookingLink } from "@/components/layout/booking-link";
import { SectionLink } from "@/components/layout/section-link";
import { buttonVariants } from "@/components/ui/button";
import { ContentImage } from "@/components/ui/content-image";
import { sections } from "@/lib/paths";

export interface HeroProps {
  eyebrow: string;
  headline: string;
  text: string;
  image: { src: string; alt: string };
}

/** The hero photo's rendered width per breakpoint (its <img> and the page's preload of it, CN-05). */
export const heroSizes = "(min-width: 1280px) 608px, (min-width: 768px) 50vw, min(100vw - 2rem, 28rem)";

export function Hero({ eyebrow, headline, text, image }: HeroProps) {
  return (
    <section
      id={sections.home}
      aria-labelledby={`${sections.home}-titulo`}
      className="bg-gradient-to-b from-secondary to-background"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
          <h1 id={`${sections.home}-titulo`} className="text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            {headline}
          </h1>
          <p className="max-w-prose text-lg text-muted-foreground">{text}</p>
          <div className="flex flex-wrap gap-3">
            <BookingLink size="lg">Reservar Ahora</BookingLink>
            <SectionLink hash={sections.services} className={buttonVariants({ variant: "outline", size: "lg" })}>
              Ver Servicios
            </SectionLink>
          </div>
        </div>
        <ContentImage
          src={image.src}
          alt={image.alt}
          width={560}
          height={480}
          sizes={heroSizes}
          priority
          className="mx-auto aspect-[7/6] w-full max-w-md rounded-3xl object-cover md:max-w-none"
        />
      </div>
    </section>
  );
}
