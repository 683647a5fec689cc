/**
 * Days the salon opens but takes no online bookings (the seed's Sundays, CH-12): the hours block and
 * the chat say how to come, so an open day that cannot be booked is never a dead end.
 */
import { site, weekdaysText } from "@/content/site";
import type { SalonSettings } from "@/lib/settings/model";

/** How to come on such a day: said by the hours block, the chat's hours reply and its answer about a day. */
export const HOW_TO_COME_OFFLINE = `ven directamente o llámanos al ${site.contact.phone.display} y te damos hora.`;

/** 'Los domingos abrimos sin reserva online: ven directamente o llámanos al … y te damos hora.', or null. */
export function offlineDaysNote(settings: SalonSettings): string | null {
  const days = settings.bookingClosedWeekdays.filter((d) => settings.hours.some((h) => h.weekday === d));
  if (days.length === 0) return null;
  const when = weekdaysText(days);
  return `${when.charAt(0).toUpperCase()}${when.slice(1)} abrimos sin reserva online: ${HOW_TO_COME_OFFLINE}`;
}
