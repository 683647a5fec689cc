import { Section } from "@/components/layout/section";
import { BookingWidget } from "./booking-widget";

export function BookingSection({ title, text }: { title: string; text: string }) {
  return (
    <Section id="reservas" title={title} text={text}>
      <BookingWidget />
    </Section>
  );
}
