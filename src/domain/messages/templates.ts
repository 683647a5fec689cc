/**
 * The timed messages' texts (MS-01): the product's wording, the owner's own with placeholders, and the
 * one function that fills them — for the message sent and for the preview in Ajustes alike.
 */
import { CONTROL_CHARS } from "@/domain/booking/contact-validation";

/** The timed messages an appointment gets: a request to confirm, and the reminder(s). */
export const timedKinds = ["confirm_request", "reminder"] as const;
export type TimedKind = (typeof timedKinds)[number];

export const timedKindNames: Record<TimedKind, string> = {
  confirm_request: "Petición de confirmación",
  reminder: "Recordatorio",
};

/** What a text may name: the client, her services, the day and the time. */
export const placeholders = ["nombre", "servicios", "dia", "hora"] as const;
export type Placeholder = (typeof placeholders)[number];
export type TemplateValues = Record<Placeholder, string>;

export const MAX_TEXT = 320;

/** The product's wording, used while the owner has written none. */
export const defaultTexts: Record<TimedKind, string> = {
  confirm_request: "Hola, {nombre}: ¿nos confirmas tu cita de {servicios} el {dia} a las {hora}?",
  reminder: "Hola, {nombre}: te recordamos tu cita de {servicios} el {dia} a las {hora}.",
};

/** What the phone messages add after the text: how to answer (SMS words; WhatsApp shows them as buttons). */
export const answerHint =
  "Responde SI para confirmar, CAMBIAR para cambiarla o NO para cancelarla. BAJA: no recibir más mensajes.";

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A Spanish reason the text cannot be used, or undefined ('' is fine: the product's wording). */
export function messageTextProblem(text: string): string | undefined {
  if (text.length > MAX_TEXT) return `Como mucho ${MAX_TEXT} caracteres.`;
  if (CONTROL_CHARS.test(text.replace(/[\n\t]/g, " "))) return "El texto tiene caracteres no válidos.";
  for (const [, name] of text.matchAll(PLACEHOLDER))
    if (!(placeholders as readonly string[]).includes(name ?? ""))
      return `{${name}} no es un dato que podamos poner: usa ${placeholders.map((p) => `{${p}}`).join(", ")}.`;
  return undefined;
}

/** The text with each placeholder filled; the owner's, or the product's when she wrote none. */
export function fillText(kind: TimedKind, ownText: string | null, values: TemplateValues): string {
  return (ownText ?? defaultTexts[kind]).replace(PLACEHOLDER, (whole, name: string) =>
    (placeholders as readonly string[]).includes(name) ? values[name as Placeholder] : whole,
  );
}

/** The sample a preview fills in. */
export const sampleValues: TemplateValues = {
  nombre: "Marta",
  servicios: "Corte y peinado",
  dia: "viernes, 4 de diciembre",
  hora: "10:30",
};
