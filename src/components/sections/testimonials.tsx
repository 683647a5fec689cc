import { Star } from "lucide-react";
import { Section } from "@/components/layout/section";
import { sections } from "@/lib/paths";

export interface Testimonial {
  quote: string;
  name: string;
  label: string;
  rating: number;
}

export function Testimonials({ title, text, items }: { title: string; text: string; items: readonly Testimonial[] }) {
  return (
    <Section id={sections.testimonials} title={title} text={text} className="bg-secondary/50">
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((t) => (
          <li key={t.name} className="flex flex-col rounded-2xl bg-card p-6 shadow-sm">
            <figure className="flex h-full flex-col">
              <p role="img" aria-label={`${t.rating} de 5 estrellas`} className="flex gap-1 text-accent">
                {Array.from({ length: t.rating }, (_, i) => (
                  <Star key={i} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-foreground">“{t.quote}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold">{t.name}</span>
                <span className="text-sm text-muted-foreground">{t.label}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
