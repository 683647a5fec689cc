/**
 * The home page's opinions (RV-02, RV-04): once real reviews are published, the latest with their
 * count, average and how they are verified (RD-ley 24/2021), each as 'Lucía F.', the service and the
 * month, and the salon's reply; until then the fixed testimonials, never called verified. No review
 * markup in the structured data (RV-03). Rendered on the server: no JavaScript.
 */
import { Star } from "lucide-react";
import { Section } from "@/components/layout/section";
import { Testimonials, type Testimonial } from "@/components/sections/testimonials";
import { averageText, starsLabel, verificationNote, visitMonth } from "@/domain/reviews/rules";
import type { PublicReviews } from "@/domain/reviews/schemas";
import { sections } from "@/lib/paths";

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={starsLabel(rating)} className="flex gap-1 text-accent">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={n <= rating ? "size-5 fill-current" : "size-5 opacity-40"} />
      ))}
    </p>
  );
}

export function ReviewsSection({
  reviews,
  testimonials,
  titles,
}: {
  reviews: PublicReviews;
  testimonials: readonly Testimonial[];
  titles: { title: string; text: string; verifiedTitle: string };
}) {
  if (reviews.count === 0) return <Testimonials title={titles.title} text={titles.text} items={testimonials} />;
  const count = reviews.count === 1 ? "1 reseña" : `${reviews.count} reseñas`;
  return (
    <Section id={sections.testimonials} title={titles.verifiedTitle} className="bg-secondary/50">
      <div className="mx-auto -mt-4 mb-10 flex max-w-2xl flex-col items-center gap-2 text-center">
        <p className="flex items-center gap-3 text-lg">
          <span className="text-3xl font-semibold">{averageText(reviews.average)}</span>
          <span className="sr-only">de 5, media de </span>
          <Stars rating={Math.round(reviews.average)} />
          <span className="text-muted-foreground">{count}</span>
        </p>
        <p className="text-sm text-muted-foreground">{verificationNote}</p>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.latest.map((r) => (
          <li key={r.id} className="flex flex-col rounded-2xl bg-card p-6 shadow-sm">
            <figure className="flex h-full flex-col">
              <Stars rating={r.rating} />
              {r.body ? (
                <blockquote className="mt-4 flex-1 text-foreground">“{r.body}”</blockquote>
              ) : (
                <div className="flex-1" />
              )}
              <figcaption className="mt-6">
                <span className="block font-semibold">{r.author}</span>
                <span className="text-sm text-muted-foreground">
                  {r.serviceName} · {visitMonth(r.visitedOn)}
                </span>
              </figcaption>
              {r.reply ? (
                <p className="mt-4 border-l-2 border-primary pl-3 text-sm">
                  <span className="font-semibold">Respuesta del salón: </span>
                  {r.reply}
                </p>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
