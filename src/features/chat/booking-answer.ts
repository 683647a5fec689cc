/**
 * The assistant's answer to a booking request (CH-11), pure: what it understood,
 * then the free times nearest to the request — from the booking service when it
 * answered, else the salon's own rules (BK-05) — each a deep link that fills the
 * widget; or, when the request cannot be placed, why and what is possible.
 */
import { displayTime, weekdaysText } from "@/content/site";
import type { SalonSettings, TeamMember } from "@/lib/settings/model";
import { shiftsOn } from "@/domain/booking/shifts";
import { bookableServices, closedAllDay, findService } from "@/lib/settings/queries";
import { addDays, type IsoDate, longSpanishDate, toMinutes, twelveHour, type WallClock, weekdayOf } from "@/lib/dates";
import { paths } from "@/lib/paths";
import type { BookingIntent } from "./booking-intent";

export interface TimeChoice {
  label: string;
  href: string;
}

export interface BookingAnswer {
  content: string;
  choices: TimeChoice[];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const MAX_CHOICES = 3;
const serviceList = (settings: SalonSettings) =>
  bookableServices(settings)
    .map((s) => s.name)
    .join(", ");

/**
 * The BK-05 rules (`availableSlots` of the booking feature), handed in by the app so the
 * two features stay independent and the rules stay in one place.
 */
export type SlotRules = (settings: SalonSettings, date: IsoDate, minutes: number, now: WallClock) => readonly string[];

function nearest(slots: readonly string[], intent: BookingIntent): string[] {
  if (intent.time && /^\d{2}:\d{2}$/.test(intent.time)) {
    const wanted = toMinutes(intent.time);
    return [...slots]
      .sort((a, b) => Math.abs(toMinutes(a) - wanted) - Math.abs(toMinutes(b) - wanted) || toMinutes(a) - toMinutes(b))
      .slice(0, MAX_CHOICES)
      .sort((a, b) => toMinutes(a) - toMinutes(b));
  }
  const filtered =
    intent.partOfDay === "morning"
      ? slots.filter((s) => toMinutes(s) < 14 * 60)
      : intent.partOfDay === "afternoon"
        ? slots.filter((s) => toMinutes(s) >= 15 * 60)
        : slots;
  return filtered.slice(0, MAX_CHOICES);
}

export function bookingAnswer(
  settings: SalonSettings,
  intent: BookingIntent,
  now: WallClock,
  rules: SlotRules,
  /** Free times from the booking service for (service, date); null = it could not be asked. */
  free: readonly string[] | null = null,
): BookingAnswer {
  const none = (content: string): BookingAnswer => ({ content, choices: [] });
  const named = intent.staffId ? settings.team.find((p) => p.active && p.id === intent.staffId) : undefined;
  if (intent.unknownService)
    return none(
      `No ofrecemos «${intent.unknownService}». Nuestros servicios son: ${serviceList(settings)}. ¿Te reservo alguno?`,
    );
  const service = intent.serviceId ? findService(settings, intent.serviceId) : undefined;
  if (!service) return none(`¿Qué servicio quieres reservar? Tenemos ${serviceList(settings)}.`);
  // CH-13: the professional she named limits the times to hers (when she does the service).
  const pro = named?.services.includes(service.id) ? named : undefined;
  const notHers = named && !pro ? `${firstName(named)} no hace ${service.name}; te propongo con quien lo hace. ` : "";
  const slotsOn = (day: IsoDate) => {
    const all = rules(settings, day, service.minutes, now);
    return pro ? all.filter((time) => onShift(pro, day, time, service.minutes)) : all;
  };
  const withTimes = (content: string, serviceId: string, date: IsoDate, times: readonly string[]) =>
    timesAnswer(`${notHers}${content}`, serviceId, date, times, pro?.id);
  if (intent.invalidDay)
    return none(
      `No encuentro el día «${intent.invalidDay}» en el calendario. Dime otra fecha, por ejemplo «el viernes» o «28/11».`,
    );

  const date = intent.date ?? now.date;
  const when = longSpanishDate(date);
  // A past day is refused like any other day that cannot be booked: with times on the nearest days (CH-12).
  if (date < now.date) {
    for (let i = 0; i <= 14; i++) {
      const next = addDays(now.date, i);
      const slots = slotsOn(next);
      if (slots.length > 0)
        return withTimes(
          `El ${when} ya ha pasado. Te propongo ${service.name} el ${longSpanishDate(next)}:`,
          service.id,
          next,
          nearest(slots, intent),
        );
    }
    return none(`El ${when} ya ha pasado. Llámanos y te buscamos hueco.`);
  }
  const { horizonDays, slotMinutes } = settings.booking;
  if (date > addDays(now.date, horizonDays))
    return none(`Reservamos online hasta ${horizonDays} días vista. Elige una fecha más cercana, por favor.`);
  // A closure (OW-02: 'Navidad') is said in so many words, then the next day with times is offered.
  const closure = closedAllDay(settings, date, weekdayOf(date));
  if (closure) {
    for (let i = 1; i <= 14; i++) {
      const next = addDays(date, i);
      const slots = slotsOn(next);
      if (slots.length > 0)
        return withTimes(
          `El ${when} el salón está cerrado${closure.note ? ` (${closure.note})` : ""}. Te propongo ${service.name} el ${longSpanishDate(next)}:`,
          service.id,
          next,
          nearest(slots, intent),
        );
    }
    return none(
      `El ${when} el salón está cerrado${closure.note ? ` (${closure.note})` : ""}. Llámanos y te buscamos hueco.`,
    );
  }
  if (settings.bookingClosedWeekdays.includes(weekdayOf(date))) {
    const next = addDays(date, 1);
    return withTimes(
      `${capitalised(weekdaysText([weekdayOf(date)]))} no hay reservas online. Te propongo ${service.name} el ${longSpanishDate(next)}:`,
      service.id,
      next,
      nearest(slotsOn(next), intent),
    );
  }
  if (intent.time && !/^\d{2}:\d{2}$/.test(intent.time))
    return none(`No entiendo la hora «${intent.time}». Dime, por ejemplo, «a las 10» o «a las 5 de la tarde».`);

  const offered = slotsOn(date);
  const open = free ? offered.filter((s) => free.includes(s)) : offered;
  const understood = `Entendido: ${service.name}${pro ? ` con ${firstName(pro)}` : ""} el ${when}${intent.time ? ` a las ${displayTime(intent.time)}` : intent.partOfDay === "morning" ? " por la mañana" : intent.partOfDay === "afternoon" ? " por la tarde" : ""}.`;
  // CH-13: a time outside her shifts: when she works, and her nearest times.
  if (pro && intent.time && !onShift(pro, date, intent.time, service.minutes)) {
    const works = `${firstName(pro)} trabaja ${workingText(pro)}.`;
    if (open.length > 0)
      return withTimes(
        `${understood} ${works} Sus horas libres más cercanas ese día:`,
        service.id,
        date,
        nearest(open, intent),
      );
    for (let i = 1; i <= 14; i++) {
      const next = addDays(date, i);
      const slots = slotsOn(next);
      if (slots.length > 0)
        return withTimes(
          `${understood} ${works} Su siguiente día con horas es el ${longSpanishDate(next)}:`,
          service.id,
          next,
          nearest(slots, intent),
        );
    }
    return none(`${understood} ${works} Llámanos y te buscamos hueco.`);
  }
  if (intent.time && !open.includes(intent.time) && open.length > 0)
    return withTimes(
      `${understood} A esa hora no hay cita posible (las citas empiezan ${slotMinutes === 60 ? "a las horas en punto" : `cada ${slotMinutes} minutos`}, desde la apertura hasta la última que termina antes del cierre, y solo si hay una profesional libre). Las horas libres más cercanas:`,
      service.id,
      date,
      nearest(open, intent),
    );
  if (open.length === 0) {
    // WL-01, WL-06: a full day offers the waitlist, with the service, professional and day she asked about.
    const wait: TimeChoice = {
      label: "Avísame si se libera",
      href: paths.waitlist(service.id, { staffId: pro?.id ?? null, date }),
    };
    for (let i = 1; i <= 14; i++) {
      const next = addDays(date, i);
      const slots = slotsOn(next);
      if (slots.length > 0) {
        const later = withTimes(
          `${understood} Ese día ya no quedan horas libres: te aviso si se libera alguna, o reserva el ${longSpanishDate(next)}:`,
          service.id,
          next,
          nearest(slots, intent),
        );
        return { ...later, choices: [...later.choices, wait] };
      }
    }
    return {
      content: `${understood} No quedan horas libres esos días. Te aviso si se libera alguna, o llámanos y te buscamos hueco.`,
      choices: [wait],
    };
  }
  const choices = nearest(open, intent);
  // Never 'Toca una' without times: a part of the day with nothing free gets the day's nearest (CH-12).
  if (choices.length === 0)
    return withTimes(
      `${understood} ${intent.partOfDay === "afternoon" ? "Por la tarde" : "Por la mañana"} no quedan horas ese día; estas son las más cercanas:`,
      service.id,
      date,
      nearest(open, {}),
    );
  const exact = intent.time !== undefined && choices.includes(intent.time);
  return withTimes(
    `${understood} ${exact ? "¡Esa hora está libre!" : "Estas son las horas libres más cercanas:"} Toca una para reservarla.`,
    service.id,
    date,
    choices,
  );
}

function timesAnswer(
  content: string,
  serviceId: string,
  date: IsoDate,
  times: readonly string[],
  staffId?: string,
): BookingAnswer {
  return {
    content,
    choices: times.map((time) => ({
      label: twelveHour(time),
      href: paths.bookService(serviceId, { date, time, staffId: staffId ?? null }, "chat"),
    })),
  };
}

const firstName = (p: TeamMember) => p.name.split(" ")[0] ?? p.name;

/** Whether `time` to `time + minutes` on `date` falls inside one of her shifts. */
function onShift(p: TeamMember, date: IsoDate, time: string, minutes: number): boolean {
  const from = toMinutes(time);
  return shiftsOn(p, date).some((s) => toMinutes(s.starts) <= from && from + minutes <= toMinutes(s.ends));
}

/** 'de lunes a viernes de 14:00 a 20:00 y los sábados de 9:00 a 18:00'. */
function workingText(p: TeamMember): string {
  return p.shifts
    .map((s) => `${weekdaysText(s.days)} de ${displayTime(s.starts)} a ${displayTime(s.ends)}`)
    .join(" y ");
}
