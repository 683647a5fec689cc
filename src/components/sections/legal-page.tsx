import type { LegalSection } from "@/content/legal";

/** A legal text: title, a line on when it was updated, and its sections. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">Última actualización: {updated}</p>
      <div className="mt-8 space-y-8">
        {sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="leading-relaxed text-foreground/90">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
