/**
 * The assistant answers about one day (CH-12), pure: '¿abrís el domingo?', '¿abrís mañana?', '¿a qué
 * hora cerráis el sábado?', '¿estáis abiertos en Nochebuena?' get that day's hours or its closure,
 * from the live settings, and where the day is open but not bookable online, how to come.
 */
import { displayTime, site } from "@/content/site";
import { HOW_TO_COME_OFFLINE } from "@/domain/booking/online-days";
import type { SalonSettings } from "@/lib/settings/model";
import { closedAllDay, closuresOn, hoursOnWeekday } from "@/lib/settings/queries";
import { addDays, type IsoDate, longSpanishDate, type WallClock, weekdayOf } from "@/lib/dates";
import { normalise, parseBookingIntent } from "./booking-intent";

/** A question about opening, not a booking: 'abrís', 'abierto', 'cerráis', 'horario', 'a qué hora'. */
const ABOUT_HOURS = /\b(abr[ie]\w*|abiert\w*|cerr[aá]\w*|horario\w*|a que hora|trabaj[aá]is)\b/;

/** Days people name by their feast ('en Nochebuena'): month-day. */
const namedDays: Record<string, string> = {
  nochebuena: "12-24",
  navidad: "12-25",
  nochevieja: "12-31",
  "ano nuevo": "01-01",
  reyes: "01-06",
};

/** The day a question is about: a date it names, a feast, or a closure it names by its note. */
function dayAsked(text: string, now: WallClock, settings: SalonSettings): IsoDate | undefined {
  const { date } = parseBookingIntent(text, now);
  if (date) return date;
  const folded = normalise(text);
  for (const [name, monthDay] of Object.entries(namedDays))
    if (folded.includes(name)) {
      const thisYear = `${now.date.slice(0, 4)}-${monthDay}`;
      return thisYear >= now.date ? thisYear : `${Number(now.date.slice(0, 4)) + 1}-${monthDay}`;
    }
  return settings.closures.find((c) => c.note && c.endDate >= now.date && folded.includes(normalise(c.note)))
    ?.startDate;
}

/** That day's opening in words, its closure, or null when the message is not a question about a day. */
export function dayAnswer(input: string, now: WallClock, settings: SalonSettings): string | null {
  if (!ABOUT_HOURS.test(normalise(input))) return null;
  const date = dayAsked(input, now, settings);
  if (!date) return null;
  if (date < now.date) return `El ${longSpanishDate(date)} ya ha pasado. ${openingOn(now.date, settings)}`;
  return openingOn(date, settings);
}

/** 'El domingo, 29 de noviembre de 2026 abrimos de 10:00 a 16:00.', a closure, or the day closed. */
function openingOn(date: IsoDate, settings: SalonSettings): string {
  const when = longSpanishDate(date);
  const weekday = weekdayOf(date);
  const hours = hoursOnWeekday(settings, weekday);
  const closure = closedAllDay(settings, date, weekday);
  if (closure || !hours) {
    const why = closure ? `está cerrado${closure.note ? ` (${closure.note})` : ""}` : "no abrimos";
    return `El ${when} ${why}. ${nextOpen(date, settings)}`;
  }
  const part = closuresOn(settings, date)[0];
  const partly = part
    ? ` Ese día cerramos de ${displayTime(part.startDate === date ? part.startTime : "00:00")} a ${displayTime(part.endDate === date ? part.endTime : "24:00")}${part.note ? ` (${part.note})` : ""}.`
    : "";
  const online = settings.bookingClosedWeekdays.includes(weekday)
    ? ` Ese día no hay reservas online: ${HOW_TO_COME_OFFLINE}`
    : "";
  return `El ${when} abrimos de ${displayTime(hours.opens)} a ${displayTime(hours.closes)}.${partly}${online}`;
}

/** 'Abrimos de nuevo el lunes, 30 de noviembre de 2026, de 9:00 a 20:00.' */
function nextOpen(after: IsoDate, settings: SalonSettings): string {
  for (let i = 1; i <= 31; i++) {
    const date = addDays(after, i);
    const hours = hoursOnWeekday(settings, weekdayOf(date));
    if (hours && !closedAllDay(settings, date, weekdayOf(date)))
      return `Abrimos de nuevo el ${longSpanishDate(date)}, de ${displayTime(hours.opens)} a ${displayTime(hours.closes)}.`;
  }
  return `Llámanos al ${site.contact.phone.display} y te decimos cuándo abrimos.`;
}
