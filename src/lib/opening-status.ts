/**
 * The live opening status (HM-09), pure: 'Abierto ahora · cierra a las 20:00',
 * 'Cierra pronto · cierra a las 20:00' in the last 30 minutes, or
 * 'Cerrado · abre mañana a las 9:00', from the salon's hours and its wall clock.
 */
import { displayTime, hoursOnWeekday } from "@/content/site";
import { addDays, toMinutes, type WallClock, weekdayOf } from "./dates";

export interface OpeningStatus {
  state: "open" | "closing_soon" | "closed";
  text: string;
}

const CLOSING_SOON_MINUTES = 30;
const weekdayNames = ["el domingo", "el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado"];

const hoursOn = (date: string) => hoursOnWeekday(weekdayOf(date));

export function openingStatus(now: WallClock): OpeningStatus {
  const today = hoursOn(now.date);
  if (today && now.minutes >= toMinutes(today.opens) && now.minutes < toMinutes(today.closes)) {
    const closingSoon = toMinutes(today.closes) - now.minutes <= CLOSING_SOON_MINUTES;
    return {
      state: closingSoon ? "closing_soon" : "open",
      text: `${closingSoon ? "Cierra pronto" : "Abierto ahora"} · cierra a las ${displayTime(today.closes)}`,
    };
  }
  if (today && now.minutes < toMinutes(today.opens))
    return { state: "closed", text: `Cerrado · abre hoy a las ${displayTime(today.opens)}` };
  for (let i = 1; i <= 7; i++) {
    const date = addDays(now.date, i);
    const hours = hoursOn(date);
    if (hours) {
      const when = i === 1 ? "mañana" : weekdayNames[weekdayOf(date)];
      return { state: "closed", text: `Cerrado · abre ${when} a las ${displayTime(hours.opens)}` };
    }
  }
  return { state: "closed", text: "Cerrado" };
}
