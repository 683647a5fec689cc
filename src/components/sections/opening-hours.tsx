import { Clock } from "lucide-react";
import { BookingLink } from "@/components/layout/booking-link";
import { OpenStatus } from "@/components/layout/open-status";
import { displayTime } from "@/content/site";
import type { Closure } from "@/lib/settings/model";
import type { HoursGroup } from "@/lib/settings/queries";
import { useSalonClock } from "@/hooks/use-salon-clock";
import { longSpanishDate } from "@/lib/dates";
import { sections } from "@/lib/paths";

export function OpeningHours({
  title,
  text,
  hours,
  closures,
  offline = null,
}: {
  title: string;
  text: string;
  hours: readonly HoursGroup[];
  closures: readonly Closure[];
  /** How to come on a day open but not bookable online (CH-12: the seed's Sundays). */
  offline?: string | null;
}) {
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
          {/* Its text comes with hydration: two lines' room on a phone, so nothing below moves (PF-05). */}
          <OpenStatus room="min-h-12 sm:min-h-7" className="mt-4 rounded-3xl bg-white/15 px-4 py-1 sm:rounded-full" />
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
          {offline ? <p className="mt-4 text-sm text-primary-foreground/90">{offline}</p> : null}
          <BookingLink variant="light" size="lg" className="mt-8">
            Reservar Mi Cita
          </BookingLink>
          {/* After the button: the closures come with hydration and must not move it under a tap (PF-05). */}
          <UpcomingClosures closures={closures} />
        </div>
      </div>
    </section>
  );
}

/** The salon's next closures ('Cerrado el jueves, 24 de diciembre: Nochebuena'), after hydration: "upcoming" is today's. */
function UpcomingClosures({ closures }: { closures: readonly Closure[] }) {
  const now = useSalonClock();
  const upcoming = now ? closures.filter((c) => c.endDate >= now.date).slice(0, 4) : [];
  if (upcoming.length === 0) return null;
  return (
    <div className="mt-6 rounded-2xl bg-white/15 p-4">
      <h3 className="font-semibold">Próximos cierres</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {upcoming.map((c) => (
          <li key={c.id}>
            {c.startDate === c.endDate
              ? `Cerrado el ${longSpanishDate(c.startDate)}`
              : `Cerrado del ${longSpanishDate(c.startDate)} al ${longSpanishDate(c.endDate)}`}
            {c.startTime !== "00:00" || c.endTime !== "24:00"
              ? ` (${displayTime(c.startTime)}–${displayTime(c.endTime)})`
              : ""}
            {c.note ? `: ${c.note}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
