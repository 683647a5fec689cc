/**
 * An appointment as the salon shows it (issue 17), for every place that does —
 * the API's answers, the emails, the agenda, the CSV: dates in the salon's
 * words and zone, the visitor's manage and calendar links, and the .ics.
 * Routes and mail both import this; neither imports the other.
 */
import { mapUrl, site } from "@/content/site";
import { isMailableEmail } from "@/domain/booking/contact-validation";
import type { BookingResponse, StaffAppointment } from "@/domain/booking/schemas";
import { salonDateTime } from "@/lib/dates";
import type { BookingRecord } from "./booking-service";
import { camel, pickJson } from "../db/records";
import type { Changed } from "./repository";
import { agendaColumns } from "./tables";
import { signToken } from "./tokens";

/** The visitor's link to their appointment: the token rides in the fragment, never sent to a server (BE-06). */
export function manageUrl(publicUrl: string, secret: string, bookingId: string): string {
  return `${publicUrl}/cita#${signToken(secret, "manage", bookingId)}`;
}

export function calendarUrl(secret: string, bookingId: string): string {
  return `/api/calendar/${signToken(secret, "calendar", bookingId)}.ics`;
}

/** What every answer about an appointment says: salon-local day and time, instants in UTC. */
function appointmentJson(b: BookingRecord) {
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
    ...(b.terms?.depositCents
      ? {
          deposit: {
            amountCents: b.terms.depositCents,
            paid: b.heldUntil === null,
            heldUntil: b.heldUntil?.toISOString() ?? null,
          },
        }
      : {}),
    ...(b.terms?.cardFeeCents
      ? {
          card: {
            feeCents: b.terms.cardFeeCents,
            noticeHours: b.terms.feeNoticeHours ?? 24,
            saved: b.terms.stripePaymentMethodId !== null,
          },
        }
      : {}),
  };
}

const agendaFields = agendaColumns.map(camel);

/**
 * The agenda sees the client and the professional as well (and every column of `agendaColumns`).
 * SP-05: `seeContacts` false (a professional the owner keeps from them) leaves her phone and email out.
 */
export function staffView(b: BookingRecord, seeContacts = true) {
  const view = {
    ...appointmentJson(b),
    ...pickJson(b, agendaFields),
    staffId: b.staffId,
    staffName: b.staffName,
    endTime: salonDateTime(b.endsAt).time,
    clientNote: b.clientNote,
    messagesStopped: b.messagesStoppedAt?.toISOString() ?? null,
    cardFee: b.terms?.cardFeeCents
      ? { amountCents: b.terms.cardFeeCents, saved: b.terms.stripePaymentMethodId !== null }
      : null,
    heldUntil: b.status === "confirmed" ? (b.heldUntil?.toISOString() ?? null) : null,
  } satisfies StaffAppointment;
  return seeContacts ? view : { ...view, clientPhone: null, clientEmail: null };
}

/** A staff change's answer: the appointment and the change it made, which 'Deshacer' names (RL-09). */
export function changedView(b: Changed, seeContacts = true) {
  return { ...staffView(b, seeContacts), change: b.change };
}

/*
 * The .ics attached to booking emails (BE-05, BE-06): METHOD:REQUEST for a new
 * or moved appointment, METHOD:CANCEL for a cancelled one, UID = booking id so
 * calendars update the same event. Times are written in UTC (exact in every
 * calendar app) and the salon's zone is named in X-WR-TIMEZONE. Written here
 * (RFC 5545: escaped text, lines folded at 75 octets, CRLF): every booking's
 * mail renders one, and a generic library validating each event cost a sixth of
 * the server's time under load (issue 28).
 */

/** `20261201T090000Z` */
const icsInstant = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A TEXT value: backslash, semicolon, comma and line breaks escaped, other control characters dropped. */
const icsText = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "");

/** A quoted parameter value (a name): it cannot hold a double quote or a control character. */
// eslint-disable-next-line no-control-regex
const icsParam = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;

/** A character's length in UTF-8. */
const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A content line folded at 75 octets, never inside a character; continuation lines start with a space. */
export function foldIcsLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const out: string[] = [];
  let start = 0;
  let octets = 0;
  let i = 0;
  while (i < line.length) {
    const codePoint = line.codePointAt(i) ?? 0;
    const size = utf8Octets(codePoint);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(line.slice(start, i));
      start = i;
      octets = 0;
    }
    octets += size;
    i += codePoint > 0xffff ? 2 : 1;
  }
  out.push(line.slice(start));
  return out.join("\r\n ");
}

/** One appointment's VEVENT lines: UID = the booking's id, SEQUENCE raised by each move or cancellation (SS-01). */
function icsEvent(booking: BookingRecord, method: "REQUEST" | "CANCEL"): string[] {
  const attendee =
    // Only an address the shared rule accepts (RL-03): a row stored before the rule (or by hand) still
    // gets its calendar file, without the attendee.
    booking.clientEmail && isMailableEmail(booking.clientEmail)
      ? [
          `ATTENDEE;RSVP=FALSE${booking.clientName ? `;CN=${icsParam(booking.clientName)}` : ""}:mailto:${booking.clientEmail}`,
        ]
      : [];
  return [
    "BEGIN:VEVENT",
    `UID:${booking.id}`,
    `SUMMARY:${icsText(`${booking.serviceName} · ${site.name}`)}`,
    // When this version of the appointment was written (its last change), not when the mail is rendered.
    `DTSTAMP:${icsInstant(booking.updatedAt)}`,
    `DTSTART:${icsInstant(booking.startsAt)}`,
    `DTEND:${icsInstant(booking.endsAt)}`,
    `SEQUENCE:${booking.icsSequence}`,
    `DESCRIPTION:${icsText(
      `${booking.serviceName} con ${booking.staffName}. Referencia ${booking.reference}. Teléfono del salón: ${site.contact.phone.display}.`,
    )}`,
    `URL:${mapUrl}`,
    `LOCATION:${icsText(`${site.name}, ${site.address.full}, ${site.address.postalCode} ${site.address.city}`)}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${icsParam(site.name)}:mailto:${site.contact.email}`,
    ...attendee,
    "END:VEVENT",
  ];
}

/** One calendar file of these events. */
function icsCalendar(method: "REQUEST" | "CANCEL", events: readonly string[][]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `PRODID:${icsText(`-//${site.name}//Reservas//ES`)}`,
    `METHOD:${method}`,
    `X-WR-TIMEZONE:${site.timeZone}`,
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/**
 * A visit's calendar file (SS-02): one event per service, each with its own UID and SEQUENCE, in
 * one file; a single appointment's file is `bookingIcs`.
 */
export function visitIcs(parts: readonly BookingRecord[], method: "REQUEST" | "CANCEL"): string {
  if (parts.length === 0) throw new Error("calendar file not made: empty visit");
  return icsCalendar(
    method,
    parts.map((p) => icsEvent(p, method)),
  );
}

/** The appointment as a calendar event (BE-05, BE-06). */
export function bookingIcs(booking: BookingRecord, method: "REQUEST" | "CANCEL"): string {
  return icsCalendar(method, [icsEvent(booking, method)]);
}

/**
 * SP-03: a professional's private calendar feed: her appointments (not cancelled) as a published
 * calendar her phone's calendar app subscribes to; each event says the client's first name and the
 * service, never her phone or email (the URL is a secret, but a calendar app syncs it to the cloud).
 */
export function columnFeedIcs(staffName: string, bookings: readonly BookingRecord[]): string {
  const events = bookings
    .filter((b) => b.status !== "cancelled")
    .map((b) => {
      const firstName = (b.clientName ?? "").trim().split(/\s+/)[0] || "Clienta";
      return [
        "BEGIN:VEVENT",
        `UID:${b.id}`,
        `SUMMARY:${icsText(`${firstName} · ${b.serviceName}`)}`,
        `DTSTAMP:${icsInstant(b.updatedAt)}`,
        `DTSTART:${icsInstant(b.startsAt)}`,
        `DTEND:${icsInstant(b.endsAt)}`,
        `SEQUENCE:${b.icsSequence}`,
        `DESCRIPTION:${icsText(`${b.serviceName} con ${firstName}. Referencia ${b.reference}.`)}`,
        `LOCATION:${icsText(site.name)}`,
        "STATUS:CONFIRMED",
        "END:VEVENT",
      ];
    });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `PRODID:${icsText(`-//${site.name}//Agenda//ES`)}`,
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(`${site.name} · ${staffName}`)}`,
    `X-WR-TIMEZONE:${site.timeZone}`,
    // Calendar apps ask again about every hour (Apple's and Google's own pace is their own).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
