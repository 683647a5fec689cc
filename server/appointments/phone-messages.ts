/**
 * The messages a client gets on her phone (MS-01): the reminder, with 'Confirmar', 'Cambiar' and
 * 'Cancelar' as WhatsApp buttons (an approved template, `recordatorio_cita`) or as the words an SMS
 * answer uses; and the replies inside a conversation. Spanish, short, with the salon's name.
 */
import { site } from "@/content/site";
import { longSpanishDate, salonDateTime } from "@/lib/dates";
import type { PhoneMessage } from "../notifications";
import type { BookingRecord } from "./repository";
import { answerHint, fillText, type TemplateValues, type TimedKind } from "@/domain/messages/templates";

/** The approved WhatsApp templates of the timed messages; each body takes name, services, day and time. */
const REMINDER_TEMPLATE = "recordatorio_cita";
const TEMPLATES: Record<TimedKind, string> = {
  reminder: REMINDER_TEMPLATE,
  confirm_request: "confirmar_cita",
};
/**
 * PY-11: the same messages when something was paid (a deposit, a code): a second approved template per
 * kind whose body takes a fifth parameter, what she paid and how and what she pays at the salon. WhatsApp
 * refuses an empty parameter, so the plain templates stay for the visits with nothing paid.
 */
const PAID_TEMPLATES: Record<TimedKind, string> = {
  reminder: "recordatorio_cita_pago",
  confirm_request: "confirmar_cita_pago",
};

/** What a button's payload says: the answer and the appointment it is about. */
const replyPayload = (action: "confirm" | "change" | "cancel", bookingId: string) => `${action}:${bookingId}`;

/** The values a timed message's text names (MS-01). */
export function templateValues(booking: BookingRecord, visit: readonly BookingRecord[]): TemplateValues {
  const { isoDate, time } = salonDateTime(booking.startsAt);
  return {
    nombre: booking.clientName ?? "",
    servicios: visit.map((p) => p.serviceName).join(" + "),
    dia: longSpanishDate(isoDate),
    hora: time,
  };
}

/**
 * A confirmation request or a reminder (MS-01) in the owner's words: on WhatsApp the approved template
 * with its buttons (Meta sends the wording it approved), as text on SMS and in the file.
 */
export function reminderMessage(
  booking: BookingRecord,
  phone: string,
  visit: readonly BookingRecord[],
  kind: TimedKind = "reminder",
  ownText: string | null = null,
  /** PY-11: what she paid and how, and what she pays at the salon, in a sentence (empty: nothing paid). */
  money = "",
): PhoneMessage {
  const values = templateValues(booking, visit);
  return {
    kind: "template",
    to: phone,
    template: money ? PAID_TEMPLATES[kind] : TEMPLATES[kind],
    parameters: [values.nombre, values.servicios, values.dia, values.hora, ...(money ? [money] : [])],
    buttons: [
      { label: "Confirmar", payload: replyPayload("confirm", booking.id) },
      { label: "Cambiar", payload: replyPayload("change", booking.id) },
      { label: "Cancelar", payload: replyPayload("cancel", booking.id) },
    ],
    text: `${fillText(kind, ownText, values)}${money ? ` ${money}` : ""} ${answerHint} — ${site.name}`,
  };
}

/** The salon's answers to a reply (MS-03). */
export const replies = {
  confirmed: (time: string, day: string) => `¡Gracias! Te esperamos el ${day} a las ${time}.`,
  /** PY-11: with what goes back to her (a deposit, a code's value), when something does. */
  cancelled: (money = "") =>
    `Hecho: tu cita está cancelada y la hora ha quedado libre.${money ? ` ${money}` : ""} Si quieres otra, ${site.url}/#reservas`,
  tooLate: (hours: number) =>
    `Faltan menos de ${hours} horas para tu cita: para cancelarla o cambiarla llámanos al ${site.contact.phone.display}.`,
  change: (url: string) => `Para cambiar tu cita elige otra hora aquí: ${url}`,
  stopped: () =>
    `Hecho: no te enviaremos más mensajes por aquí; los recordatorios te llegarán por email. Tus citas siguen en pie.`,
  /** MS-08: her free text, acknowledged once per conversation. */
  received: () =>
    `Lo hemos recibido: lo leerá alguien del salón y te responderá en horario de apertura. Si es urgente, llámanos al ${site.contact.phone.display}.`,
  notActive: () => `Esa cita ya no está activa. Si quieres otra, ${site.url}/#reservas`,
};
