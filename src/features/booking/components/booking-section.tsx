import type { ReactNode } from "react";
import { Section } from "@/components/layout/section";
import { site } from "@/content/site";
import { sections } from "@/lib/paths";

/** The booking section; `children` is the widget's island (src/pages/index.astro), PF-01. */
export function BookingSection({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Section id={sections.booking} title={title} text={text}>
      <noscript>
        <p className="mb-6 rounded-xl bg-secondary p-4 text-center text-secondary-foreground">
          La reserva online necesita JavaScript. También puedes reservar llamando al{" "}
          <a href={site.contact.phone.href} className="font-semibold underline">
            {site.contact.phone.display}
          </a>
          .
        </p>
      </noscript>
      {children}
    </Section>
  );
}
