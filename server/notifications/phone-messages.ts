/**
 * The messages a client gets on her phone (MS-01): the reminder, with 'Confirmar', 'Cambiar' and
 * 'Cancelar' as WhatsApp buttons (an approved template, `recordatorio_cita`) or as the words an SMS
 * answer uses; and the replies inside a conversation. Spanish, short, with the salon's name.
 */
import { site } from "@/content/site";
import { longSpanishDate } from "@/lib/dates";
import type { BookingRecord } from "../appointments/booking-service";
import { salonDateTime } from "../appointments/views";
import type { PhoneMessage } from "./channels/phone-message";

/** The approved WhatsApp template of the reminder; its body takes name, services, day and time. */
export const REMINDER_TEMPLATE = "recordatorio_cita";

/** What a button's payload says: the answer and the appointment it is about. */
export const replyPayload = (action: "confirm" | "change" | "cancel", bookingId: string) => `${action}:${bookingId}`;

export function reminderMessage(booking: BookingRecord, phone: string, visit: readonly BookingRecord[]): PhoneMessage {
  const { isoDate, time } = salonDateTime(booking.startsAt);
  const services = visit.map((p) => p.serviceName).join(" + ");
  const day = longSpanishDate(isoDate);
  const name = booking.clientName ?? "";
  return {
    kind: "template",
    to: phone,
    template: REMINDER_TEMPLATE,
    parameters: [name, services, day, time],
    buttons: [
      { label: "Confirmar", payload: replyPayload("confirm", booking.id) },
      { label: "Cambiar", payload: replyPayload("change", booking.id) },
      { label: "Cancelar", payload: replyPayload("cancel", booking.id) },
    ],
    text:
      `Hola, ${name}: te recordamos tu cita de ${services} el ${day} a las ${time} en ${site.name}. ` +
      "Responde SI para confirmar, CAMBIAR para cambiarla o NO para cancelarla. BAJA: no recibir más mensajes.",
  };
}

/** The salon's answers to a reply (MS-03). */
export const replies = {
  confirmed: (time: string, day: string) => `¡Gracias! Te esperamos el ${day} a las ${time}.`,
  cancelled: () => `Hecho: tu cita está cancelada y la hora ha quedado libre. Si quieres otra, ${site.url}/#reservas`,
  tooLate: (hours: number) =>
    `Faltan menos de ${hours} horas para tu cita: para cancelarla o cambiarla llámanos al ${site.contact.phone.display}.`,
  change: (url: string) => `Para cambiar tu cita elige otra hora aquí: ${url}`,
  stopped: () => `Hecho: no te enviaremos más mensajes por aquí. Tus citas siguen en pie.`,
  notActive: () => `Esa cita ya no está activa. Si quieres otra, ${site.url}/#reservas`,
};
