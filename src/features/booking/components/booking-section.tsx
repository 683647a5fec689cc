import { lazy, Suspense } from "react";
import { Section } from "@/components/layout/section";
import { site } from "@/content/site";
import { sections } from "@/lib/paths";

// The widget is prerendered into the page like everything else (loaded up front at build time, so
// its HTML is inline, not streamed), but in the browser its code (the booking machine, team, API
// client) is its own chunk: until it arrives React leaves the server HTML in place (selective
// hydration), so the page's initial JavaScript stays small.
const prerendered = import.meta.env.SSR ? (await import("./booking-widget")).BookingWidget : null;
const BookingWidget = prerendered ?? lazy(() => import("./booking-widget").then((m) => ({ default: m.BookingWidget })));

export function BookingSection({ title, text }: { title: string; text: string }) {
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
      <Suspense fallback={null}>
        <BookingWidget />
      </Suspense>
    </Section>
  );
}
