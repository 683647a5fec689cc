/**
 * An appointment as the salon shows it (issue 17), for every place that does —
 * the API's answers, the emails, the agenda, the CSV: dates in the salon's
 * words and zone, the visitor's manage and calendar links, and the .ics.
 * Routes and mail both import this; neither imports the other.
 */
import { createEvent } from "ics";
import { mapUrl, site } from "@/content/site";
import { isMailableEmail } from "@/domain/booking/contact-validation";
import type { BookingResponse, StaffAppointment } from "@/domain/booking/schemas";
import { longSpanishDate, wallClockIn } from "@/lib/dates";
import { reasonOf } from "../errors";
import type { BookingRecord } from "./booking-service";
import { camel, pickJson } from "../db/records";
import type { Changed } from "./repository";
import { agendaColumns } from "./tables";
import { signToken } from "./tokens";

/** 'martes, 24 de noviembre de 2026' and '10:00' in the salon's time zone. */
export function salonDateTime(instant: Date) {
  const wall = wallClockIn(site.timeZone, instant);
  const hh = String(Math.floor(wall.minutes / 60)).padStart(2, "0");
  const mm = String(wall.minutes % 60).padStart(2, "0");
  return { date: longSpanishDate(wall.date), isoDate: wall.date, time: `${hh}:${mm}` };
}

/** The visitor's link to their appointment: the token rides in the fragment, never sent to a server (BE-06). */
export function manageUrl(publicUrl: string, secret: string, bookingId: string): string {
  return `${publicUrl}/cita#${signToken(secret, "manage", bookingId)}`;
}

export function calendarUrl(secret: string, bookingId: string): string {
  return `/api/calendar/${signToken(secret, "calendar", bookingId)}.ics`;
}

/** What every answer about an appointment says: salon-local day and time, instants in UTC. */
export function appointmentJson(b: BookingRecord) {
  const { isoDate, time } = salonDateTime(b.startsAt);
  return {
    id: b.id,
    reference: b.reference,
    service: b.serviceId,
    serviceName: b.serviceName,
    date: isoDate,
    time,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status,
    price: b.priceEur,
  };
}

/** A booking as its visitor sees it (BE-03, BE-06), with every service of its visit (SS-02). */
export function bookingView(
  b: BookingRecord,
  env: { publicUrl: string; bookingSecret: string },
  visit: readonly BookingRecord[] = [b],
): BookingResponse {
  return {
    ...appointmentJson(b),
    visit: visit.map((p) => ({
      service: p.serviceId,
      serviceName: p.serviceName,
      staff: { id: p.staffId, name: p.staffName },
      time: salonDateTime(p.startsAt).time,
      endTime: salonDateTime(p.endsAt).time,
      price: p.priceEur,
    })),
    staff: { id: b.staffId, name: b.staffName },
    manageUrl: manageUrl(env.publicUrl, env.bookingSecret, b.id),
    calendarUrl: calendarUrl(env.bookingSecret, b.id),
    ...(b.depositCents
      ? {
          deposit: {
            amountCents: b.depositCents,
            paid: b.paymentDueUntil === null,
            heldUntil: b.paymentDueUntil?.toISOString() ?? null,
          },
        }
      : {}),
    ...(b.cardFeeCents
      ? {
          card: {
            feeCents: b.cardFeeCents,
            noticeHours: b.feeNoticeHours ?? 24,
            saved: b.stripePaymentMethodId !== null,
          },
        }
      : {}),
  };
}

const agendaFields = agendaColumns.map(camel);

/** The agenda sees the client and the professional as well (and every column of `agendaColumns`). */
export function staffView(b: BookingRecord) {
  return {
    ...appointmentJson(b),
    ...pickJson(b, agendaFields),
    staffId: b.staffId,
    staffName: b.staffName,
    endTime: salonDateTime(b.endsAt).time,
    clientNote: b.clientNote,
    cardFee: b.cardFeeCents ? { amountCents: b.cardFeeCents, saved: b.stripePaymentMethodId !== null } : null,
  } satisfies StaffAppointment;
}

/** A staff change's answer: the appointment and the change it made, which 'Deshacer' names (RL-09). */
export function changedView(b: Changed) {
  return { ...staffView(b), change: b.change };
}

/*
 * The .ics attached to booking emails (BE-05, BE-06): METHOD:REQUEST for a new
 * or moved appointment, METHOD:CANCEL for a cancelled one, UID = booking id so
 * calendars update the same event. Times are written in UTC (exact in every
 * calendar app) and the salon's zone is named in X-WR-TIMEZONE.
 */

function utcArray(d: Date): [number, number, number, number, number] {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/**
 * A visit's calendar file (SS-02): one event per service, each with its own UID and SEQUENCE, in
 * one file; a single appointment's file is `bookingIcs`.
 */
export function visitIcs(parts: readonly BookingRecord[], method: "REQUEST" | "CANCEL"): string {
  const [first, ...rest] = parts;
  if (!first) throw new Error("calendar file not made: empty visit");
  const files = [first, ...rest].map((p) => bookingIcs(p, method));
  if (files.length === 1) return files[0] ?? "";
  const events = files.map((f) => f.slice(f.indexOf("BEGIN:VEVENT"), f.indexOf("END:VEVENT") + "END:VEVENT".length));
  const head = (files[0] ?? "").slice(0, (files[0] ?? "").indexOf("BEGIN:VEVENT"));
  return `${head}${events.join("\r\n")}\r\nEND:VCALENDAR\r\n`;
}

/** The appointment as a calendar event: UID = the booking's id, SEQUENCE raised by each move or cancellation (SS-01). */
export function bookingIcs(booking: BookingRecord, method: "REQUEST" | "CANCEL"): string {
  const { error, value } = createEvent({
    uid: booking.id,
    method,
    sequence: booking.icsSequence,
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
