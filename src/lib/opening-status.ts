/**
 * The live opening status (HM-09), pure: 'Abierto ahora · cierra a las 20:00',
 * 'Cierra pronto · cierra a las 20:00' in the last 30 minutes, or
 * 'Cerrado · abre mañana a las 9:00', from the salon's settings (hours and
 * closures, OW-02: 'Hoy cerrado: festivo') and its wall clock.
 */
import type { SalonSettings } from "@/lib/settings/model";
import { closedAllDay, closedMinutesOn, closuresOn, displayTime, hoursOnWeekday } from "@/lib/settings/queries";
import { addDays, fromMinutes, toMinutes, type WallClock, weekdayOf } from "./dates";

export interface OpeningStatus {
  state: "open" | "closing_soon" | "closed";
  text: string;
}

const CLOSING_SOON_MINUTES = 30;
const weekdayNames = ["el domingo", "el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado"];

/** The day's open hours in minutes, after closures that cover its start or end; null when shut all day. */
function openOn(settings: SalonSettings, date: string): { opens: number; closes: number } | null {
  const weekday = weekdayOf(date);
  const hours = hoursOnWeekday(settings, weekday);
  if (!hours || closedAllDay(settings, date, weekday)) return null;
  let opens = toMinutes(hours.opens);
  let closes = toMinutes(hours.closes);
  for (const closure of closuresOn(settings, date)) {
    const shut = closedMinutesOn(closure, date);
    if (shut.start <= opens && shut.end > opens) opens = Math.min(shut.end, closes);
    if (shut.end >= closes && shut.start < closes) closes = Math.max(shut.start, opens);
  }
  return opens < closes ? { opens, closes } : null;
}

export function openingStatus(settings: SalonSettings, now: WallClock): OpeningStatus {
  const allDay = closedAllDay(settings, now.date, weekdayOf(now.date));
  const today = openOn(settings, now.date);
  const inside = today && now.minutes >= today.opens && now.minutes < today.closes;
  const closedNow = closuresOn(settings, now.date).some((c) => {
    const shut = closedMinutesOn(c, now.date);
    return now.minutes >= shut.start && now.minutes < shut.end;
  });
  if (today && inside && !closedNow) {
    const closingSoon = today.closes - now.minutes <= CLOSING_SOON_MINUTES;
    return {
      state: closingSoon ? "closing_soon" : "open",
      text: `${closingSoon ? "Cierra pronto" : "Abierto ahora"} · cierra a las ${displayTime(fromMinutes(today.closes))}`,
    };
  }
  const prefix = allDay ? `Hoy cerrado${allDay.note ? `: ${allDay.note}` : ""}` : "Cerrado";
  if (today && now.minutes < today.opens)
    return { state: "closed", text: `${prefix} · abre hoy a las ${displayTime(fromMinutes(today.opens))}` };
  for (let i = 1; i <= 14; i++) {
    const date = addDays(now.date, i);
    const hours = openOn(settings, date);
    if (hours) {
      const when =
        i === 1 ? "mañana" : i < 7 ? weekdayNames[weekdayOf(date)] : `el ${date.slice(8)}/${date.slice(5, 7)}`;
      return { state: "closed", text: `${prefix} · abre ${when} a las ${displayTime(fromMinutes(hours.opens))}` };
    }
  }
  return { state: "closed", text: prefix };
}
