/**
 * The Spanish emails about an appointment (BE-05, BE-06): confirmation, reminder, update and
 * cancellation, each as text and HTML, with an .ics where it helps; and a fee's payment link (PY-03).
 */
import { euros } from "@/content/services";
import { cardPolicy, depositPolicy, eurosOfCents, holdTime } from "@/domain/payments/policy";
import { mapUrl, site } from "@/content/site";
import { salonDateTime } from "@/lib/dates";
import { escapeHtml, type MailMessage } from "../notifications";
import type { BookingRecord } from "./repository";
import { visitIcs } from "./views";

/** A client's email about her appointment. */
export type MailKind = "confirmation" | "reminder" | "cancellation" | "update" | "rescheduled" | "confirm_request";

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
  links: { manageUrl: string; noticeHours: number; lead?: string; money?: [string, string][] },
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
  // PY-01, PY-11: what she paid and how, what goes back, what she pays at the salon (the ledger's
  // words); a deposit paid is said with the policy she accepted.
  const terms = booking.terms;
  const deposit = terms?.depositCents && !booking.heldUntil ? terms.depositCents : 0;
  if (links.money) rows.push(...links.money);
  else if (deposit > 0) rows.push(["Señal pagada", eurosOfCents(deposit)]);
  // PY-03: a card kept for a no-show's fee, with its terms.
  const policy =
    deposit > 0
      ? depositPolicy(deposit, links.noticeHours)
      : terms?.cardFeeCents && terms.stripePaymentMethodId
        ? cardPolicy(terms.cardFeeCents, terms.feeNoticeHours ?? links.noticeHours)
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

/** PY-03: the fee of a missed appointment, which her bank wants her to approve, with its payment page. */
export function feeLinkMail(booking: BookingRecord & { clientEmail: string }, link: string): MailMessage {
  const { date, time } = salonDateTime(booking.startsAt);
  const amount = eurosOfCents(booking.terms?.cardFeeCents ?? 0);
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

/**
 * PY-09: her time is held while she pays its deposit (or saves her card): the link to do it, and until
 * when; or the hold lapsed unpaid: why, and where to book again.
 */
export function holdMail(
  kind: "deposit_due" | "hold_lapsed",
  booking: BookingRecord & { clientEmail: string },
  links: { manageUrl: string; bookAgainUrl: string },
): MailMessage {
  const { date, time } = salonDateTime(booking.startsAt);
  const greeting = `Hola, ${booking.clientName ?? ""}:`.replace(" :", ":");
  const card = !booking.terms?.depositCents && !!booking.terms?.cardFeeCents;
  const what = card ? "guardar tu tarjeta" : `pagar la señal de ${eurosOfCents(booking.terms?.depositCents ?? 0)}`;
  const until = booking.heldUntil ? holdTime(booking.heldUntil) : "";
  const due = kind === "deposit_due";
  const subject = due
    ? `Tu cita del ${date}: falta ${card ? "guardar la tarjeta" : "la señal"}`
    : "Tu reserva no se ha completado";
  const lead = due
    ? `Te guardamos la cita de ${booking.serviceName} del ${date} a las ${time} hasta las ${until}. Para confirmarla, falta ${what} (con tarjeta${card ? "" : " o Bizum"}):`
    : `No hemos recibido ${card ? "tu tarjeta" : "la señal"} a tiempo, así que la hora de ${booking.serviceName} del ${date} a las ${time} ha quedado libre y no se te ha cobrado nada. Si aún la quieres, vuelve a reservar:`;
  const link = due ? links.manageUrl : links.bookAgainUrl;
  const action = due ? (card ? "Guardar la tarjeta" : "Pagar la señal") : "Reservar de nuevo";
  const footer = `${site.name} · ${site.contact.phone.display}`;
  return {
    to: booking.clientEmail,
    subject,
    text: [greeting, "", lead, link, "", footer].join("\n"),
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#2d2a32">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(footer)}</p>
</body></html>`,
  };
}
