/**
 * The .ics attached to booking emails (BE-05, BE-06): METHOD:REQUEST for a new
 * or moved appointment, METHOD:CANCEL for a cancelled one, UID = booking id so
 * calendars update the same event. Times are written in UTC (exact in every
 * calendar app) and the salon's zone is named in X-WR-TIMEZONE.
 */
import { createEvent } from "ics";
import { mapUrl, site } from "@/content/site";
import { isMailableEmail } from "@/features/booking/contact-validation";
import type { BookingRecord } from "../booking/booking-service";
import { reasonOf } from "./outbox-worker";

function utcArray(d: Date): [number, number, number, number, number] {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

export function bookingIcs(booking: BookingRecord, method: "REQUEST" | "CANCEL", sequence = 0): string {
  const { error, value } = createEvent({
    uid: booking.id,
    method,
    sequence,
    productId: `-//${site.name}//Reservas//ES`,
    start: utcArray(booking.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcArray(booking.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${booking.serviceName} · ${site.name}`,
    description: `${booking.serviceName} con ${booking.staffName}. Referencia ${booking.reference}. Teléfono del salón: ${site.contact.phone.display}.`,
    location: `${site.name}, ${site.address.full}, ${site.address.postalCode} ${site.address.city}`,
    url: mapUrl,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: site.name, email: site.contact.email },
    // Only an address the shared rule accepts (RL-03): a row stored before the rule (or by hand) still
    // gets its calendar file, without the attendee, instead of a 500.
    ...(booking.clientEmail && isMailableEmail(booking.clientEmail)
      ? { attendees: [{ name: booking.clientName ?? undefined, email: booking.clientEmail, rsvp: false }] }
      : {}),
  });
  if (error || !value) throw new Error(`calendar file not made: ${error ? reasonOf(error) : "empty calendar"}`);
  return value.replace(/^(METHOD:.*)$/m, `$1\r\nX-WR-TIMEZONE:${site.timeZone}`);
}
