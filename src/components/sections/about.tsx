import { ContentImage } from "@/components/ui/content-image";
import { sections } from "@/lib/paths";

export interface AboutProps {
  title: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string };
  stats: readonly { value: string; label: string }[];
}

export function About({ title, paragraphs, image, stats }: AboutProps) {
  return (
    <section id={sections.about} aria-labelledby={`${sections.about}-titulo`} className="bg-muted py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
        <ContentImage
          src={image.src}
          alt={image.alt}
          width={560}
          height={420}
          sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Nosotros</p>
          <h2 id={`${sections.about}-titulo`} className="mt-2 text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          {paragraphs.map((p) => (
            <p key={p} className="mt-4 text-muted-foreground">
              {p}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-card p-4 text-center shadow-sm">
                <dt className="text-sm text-muted-foreground">{s.label}</dt>
                <dd className="font-display text-3xl font-semibold text-primary">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
