import { Clock } from "lucide-react";
import { BookingLink } from "@/components/layout/booking-link";
import { OpenStatus } from "@/components/layout/open-status";
import { displayTime, type OpeningHours as Hours } from "@/content/site";
import { sections } from "@/lib/paths";

export function OpeningHours({ title, text, hours }: { title: string; text: string; hours: readonly Hours[] }) {
  return (
    <section id={sections.hours} aria-labelledby={`${sections.hours}-titulo`} className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-primary p-8 text-primary-foreground shadow-lg sm:p-12">
          <div className="flex items-center gap-3">
            <Clock aria-hidden="true" className="size-7" />
            <h2 id={`${sections.hours}-titulo`} className="text-3xl font-semibold">
              {title}
            </h2>
          </div>
          <p className="mt-2 text-primary-foreground/90">{text}</p>
          <OpenStatus className="mt-4 rounded-full bg-white/15 px-4 py-1" />
          <dl className="mt-6 divide-y divide-white/25">
            {hours.map((h) => (
              <div key={h.label} className="flex justify-between gap-4 py-3">
                <dt>
                  <abbr title={h.label} className="no-underline">
                    {h.short}
                  </abbr>
                  <span className="sr-only"> ({h.label})</span>
                </dt>
                <dd className="font-semibold">
                  {displayTime(h.opens)}–{displayTime(h.closes)}
                </dd>
              </div>
            ))}
          </dl>
          <BookingLink variant="light" size="lg" className="mt-8">
            Reservar Mi Cita
          </BookingLink>
        </div>
      </div>
    </section>
  );
}
