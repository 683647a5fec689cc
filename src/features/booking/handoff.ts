/**
 * The honest fallback (BE-09): when the booking service cannot confirm, the
 * visitor sends the request by WhatsApp (summary prefilled), phone or email,
 * and the page says plainly that nothing is confirmed yet.
 */
import { site } from "@/content/site";
import type { BookingSummary } from "./booking-machine";
import type { ContactForm } from "@/domain/booking/contact-form";

function handoffText(summary: BookingSummary, form: ContactForm): string {
  const lines = [
    `Hola, quiero reservar una cita en ${site.name}:`,
    `- Servicio: ${summary.service}`,
    `- Fecha: ${summary.date}`,
    `- Hora: ${summary.time}`,
  ];
  if (summary.professional !== "Sin preferencia") lines.push(`- Profesional: ${summary.professional}`);
  if (form.name.trim()) lines.push(`- Nombre: ${form.name.trim()}`);
  if (form.phone.trim()) lines.push(`- Teléfono: ${form.phone.trim()}`);
  return lines.join("\n");
}

export function handoffLinks(summary: BookingSummary, form: ContactForm) {
  const text = handoffText(summary, form);
  return {
    whatsapp: `${site.contact.whatsapp.href}?text=${encodeURIComponent(text)}`,
    phone: site.contact.phone,
    email: `mailto:${site.contact.email}?subject=${encodeURIComponent(`Solicitud de cita: ${summary.service}`)}&body=${encodeURIComponent(text)}`,
  };
}
