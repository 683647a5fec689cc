import { Section } from "@/components/layout/section";
import { site } from "@/content/site";
import { BookingWidget } from "./booking-widget";

export function BookingSection({ title, text }: { title: string; text: string }) {
  return (
    <Section id="reservas" title={title} text={text}>
      <noscript>
        <p className="mb-6 rounded-xl bg-secondary p-4 text-center text-secondary-foreground">
          La reserva online necesita JavaScript. También puedes reservar llamando al{" "}
          <a href={site.contact.phone.href} className="font-semibold underline">
            {site.contact.phone.display}
          </a>
          .
        </p>
      </noscript>
      <BookingWidget />
    </Section>
  );
}
