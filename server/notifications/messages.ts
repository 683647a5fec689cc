/**
 * The Spanish emails the salon sends (BE-05, BE-06): confirmation, reminder,
 * update and cancellation, each as text and HTML, with an .ics where it helps.
 */
import { euros } from "@/content/services";
import { cardPolicy, depositPolicy, eurosOfCents } from "@/domain/payments/policy";
import { mapUrl, site } from "@/content/site";
import type { BookingRecord } from "../appointments/booking-service";
import { visitIcs } from "../appointments/views";

import type { AccountMailKind, MailKind } from "./repository";
import { type Role, roleNames } from "@/domain/staff/schemas";
import { salonDateTime } from "@/lib/dates";

export type { MailKind };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  ics?: { method: "REQUEST" | "CANCEL"; content: string };
  /** `<outbox-{id}@…>`: one outbox row, one Message-ID, so a resend after a crash is recognisably the same mail. */
  messageId?: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const headings: Record<MailKind, { subject: string; lead: string }> = {
  confirmation: { subject: "Cita confirmada", lead: "Tu cita está confirmada. Te esperamos." },
  reminder: { subject: "Recordatorio de tu cita", lead: "Te recordamos tu cita con nosotras." },
  confirm_request: { subject: "¿Nos confirmas tu cita?", lead: "¿Nos confirmas tu cita?" },
  update: { subject: "Tu cita ha cambiado", lead: "Hemos cambiado tu cita. Estos son los nuevos datos." },
  // SS-04: the client moved it herself, from her link; the rows say with whom.
  rescheduled: {
    subject: "Has cambiado tu cita",
    lead: "Has cambiado tu cita desde el enlace de tu email. Estos son los nuevos datos.",
  },
  cancellation: { subject: "Cita cancelada", lead: "Tu cita ha sido cancelada y la hora ha quedado libre." },
};

export function bookingMessage(
  kind: MailKind,
  booking: BookingRecord & { clientEmail: string },
  links: { manageUrl: string; noticeHours: number; lead?: string },
  visit: readonly BookingRecord[] = [booking],
): MailMessage {
  const { date, time } = salonDateTime(booking.startsAt);
  const { subject } = headings[kind];
  // MS-01: a timed message says what the owner wrote (filled in by the worker).
  const lead = links.lead ?? headings[kind].lead;
  // A visit of several services (SS-02): one line per service, its time and professional, and the total.
  const rows: [string, string][] =
    visit.length > 1
      ? [
          ...visit.map((p, i): [string, string] => [
            `Servicio ${i + 1}`,
            `${salonDateTime(p.startsAt).time} ${p.serviceName} con ${p.staffName}`,
          ]),
          ["Fecha", date],
          ["Hora", time],
          ["Precio", euros(visit.reduce((sum, p) => sum + p.priceEur, 0))],
          ["Referencia", booking.reference],
        ]
      : [
          ["Servicio", booking.serviceName],
          ["Profesional", booking.staffName],
          ["Fecha", date],
          ["Hora", time],
          ["Precio", euros(booking.priceEur)],
          ["Referencia", booking.reference],
        ];
  // PY-01: a deposit paid is said, with the policy she accepted.
  const deposit = booking.depositCents && !booking.paymentDueUntil ? booking.depositCents : 0;
  if (deposit > 0) rows.push(["Señal pagada", eurosOfCents(deposit)]);
  // PY-03: a card kept for a no-show's fee, with its terms.
  const policy =
    deposit > 0
      ? depositPolicy(deposit, links.noticeHours)
      : booking.cardFeeCents && booking.stripePaymentMethodId
        ? cardPolicy(booking.cardFeeCents, booking.feeNoticeHours ?? links.noticeHours)
        : undefined;
  const serviceNames = visit.map((p) => p.serviceName).join(" + ");
  const address = `${site.address.full}, ${site.address.postalCode} ${site.address.city}`;
  const cancelled = kind === "cancellation";
  const howToCancel = cancelled
    ? `Si quieres otra cita, reserva en ${site.url}/#reservas o llámanos al ${site.contact.phone.display}.`
    : `Para cancelar o consultar tu cita: ${links.manageUrl} (hasta ${links.noticeHours} horas antes; después, llámanos al ${site.contact.phone.display}).`;
  const greeting = `Hola, ${booking.clientName ?? ""}:`.replace(" :", ":");

  const text = [
    greeting,
    "",
    lead,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    `Dirección: ${address}`,
    `Cómo llegar: ${mapUrl}`,
    "",
    howToCancel,
    ...(policy && !cancelled ? ["", policy] : []),
    "",
    `${site.name} · ${site.contact.phone.display} · ${site.contact.email}`,
  ].join("\n");

  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<table role="presentation" cellpadding="4">${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table>
<p>Dirección: ${escapeHtml(address)} · <a href="${escapeHtml(mapUrl)}">Ver en el mapa</a></p>
<p>${
    cancelled
      ? escapeHtml(howToCancel)
      : `<a href="${escapeHtml(links.manageUrl)}">Consultar o cancelar tu cita</a> (hasta ${links.noticeHours} horas antes; después, llámanos al ${escapeHtml(site.contact.phone.display)}).`
  }</p>${policy && !cancelled ? `\n<p>${escapeHtml(policy)}</p>` : ""}
<p>${escapeHtml(`${site.name} · ${site.contact.phone.display} · ${site.contact.email}`)}</p>
</body></html>`;

  return {
    to: booking.clientEmail,
    subject: `${subject}: ${serviceNames}, ${date} a las ${time}`,
    text,
    html,
    ics:
      kind === "reminder" || kind === "confirm_request"
        ? undefined
        : cancelled
          ? { method: "CANCEL", content: visitIcs(visit, "CANCEL") }
          : { method: "REQUEST", content: visitIcs(visit, "REQUEST") },
  };
}

/** PY-04: a bono or gift card bought: its code, what it is, until when, and its printable card. */
export function giftMail(
  to: string,
  gift: {
    code: string;
    name: string;
    buyerName: string;
    recipientName: string | null;
    expires: string;
    cardUrl: string;
  },
): MailMessage {
  const greeting = `Hola, ${gift.buyerName}:`.replace(" :", ":");
  const lead = `Gracias por tu compra: ${gift.name}${gift.recipientName ? ` para ${gift.recipientName}` : ""}.`;
  const how = `Código: ${gift.code}. Se usa al reservar online (en «¿Tienes un bono o tarjeta regalo?») o en el salón, hasta el ${gift.expires}.`;
  return {
    to,
    subject: `${gift.name}: tu código ${gift.code}`,
    text: [greeting, "", lead, how, "", `Tarjeta para imprimir o regalar: ${gift.cardUrl}`, "", site.name].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(how)}</strong></p>
<p><a href="${escapeHtml(gift.cardUrl)}">Ver la tarjeta para imprimir o regalar</a></p>
<p>${escapeHtml(site.name)}</p>
</body></html>`,
  };
}

/** PY-03: the fee of a missed appointment, which her bank wants her to approve, with its payment page. */
export function feeLinkMail(booking: BookingRecord & { clientEmail: string }, link: string): MailMessage {
  const { date, time } = salonDateTime(booking.startsAt);
  const amount = eurosOfCents(booking.cardFeeCents ?? 0);
  const greeting = `Hola, ${booking.clientName ?? ""}:`.replace(" :", ":");
  const lead = `Como acordaste al reservar, la cita de ${booking.serviceName} del ${date} a las ${time} tiene una penalización de ${amount}. Tu banco pide que confirmes el pago:`;
  return {
    to: booking.clientEmail,
    subject: `Penalización de tu cita del ${date}`,
    text: [greeting, "", lead, link, "", `${site.name} · ${site.contact.phone.display}`].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">Pagar ${escapeHtml(amount)}</a></p>
<p>${escapeHtml(`${site.name} · ${site.contact.phone.display}`)}</p>
</body></html>`,
  };
}

/** WL-02: a freed time offered to a client on the waitlist, with the link that books it. */
export function offerMail(
  to: string,
  offer: { name: string; service: string; staff: string; day: string; time: string; url: string; until: string },
): MailMessage {
  const subject = `Se ha liberado un hueco: ${offer.service}, ${offer.day} a las ${offer.time}`;
  const lead = `Se ha liberado un hueco de ${offer.service} con ${offer.staff} el ${offer.day} a las ${offer.time}.`;
  const how = `Si lo quieres, resérvalo con este enlace antes de las ${offer.until}; después se ofrece a otra persona.`;
  const greeting = `Hola, ${offer.name}:`.replace(" :", ":");
  return {
    to,
    subject,
    text: [greeting, "", lead, how, offer.url, "", `${site.name} · ${site.contact.phone.display}`].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(offer.url)}">Reservar este hueco</a></p>
<p>${escapeHtml(`${site.name} · ${site.contact.phone.display}`)}</p>
</body></html>`,
  };
}

const accountHeadings: Record<AccountMailKind, { subject: string; action: string }> = {
  invite: { subject: `Te damos acceso a la agenda de ${site.name}`, action: "Crear mi contraseña" },
  reset: { subject: `Cambiar tu contraseña de ${site.name}`, action: "Elegir una contraseña nueva" },
};

/**
 * An invitation or a password reset (AC-02): a single-use link that works for 24 hours. An invitation
 * says who sent it and with which role (issue 30), so the person knows what she is being given.
 */
export function accountMessage(
  kind: AccountMailKind,
  person: { email: string; name: string; role: Role },
  link: string,
  issuedBy = "",
): MailMessage {
  const { subject, action } = accountHeadings[kind];
  const lead =
    kind === "invite"
      ? `${issuedBy || "El salón"} te ha creado una cuenta de ${roleNames[person.role]} en la agenda de ${site.name}. Elige tu contraseña con este enlace:`
      : "Alguien (esperamos que tú) ha pedido cambiar la contraseña de tu cuenta. Elige una nueva con este enlace:";
  const note = "El enlace sirve una sola vez y caduca en 24 horas. Si no esperabas este correo, ignóralo.";
  const greeting = `Hola, ${person.name}:`;
  return {
    to: person.email,
    subject,
    text: [greeting, "", lead, link, "", note, "", site.name].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(note)}</p><p>${escapeHtml(site.name)}</p>
</body></html>`,
  };
}
