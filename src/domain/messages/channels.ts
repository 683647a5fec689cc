import { salonDateTime, spanishDate } from "@/lib/dates";
/**
 * The channels the salon writes to clients on (MS-01), with their Spanish names, and what a client's
 * reply can do (MS-03). Declared once: the tables, the schemas and the screens derive from these.
 */
export const channels = ["email", "whatsapp", "sms"] as const;
export type Channel = (typeof channels)[number];

/** What the outbox sends on: the clients' channels, and SP-02's push to a staff member's device. */
export const outboxChannels = [...channels, "push"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** The paid channels a client opts in to, on her phone (MS-02). */
export const phoneChannels = ["whatsapp", "sms"] as const;
export type PhoneChannel = (typeof phoneChannels)[number];

export const channelNames: Record<Channel, string> = { email: "Email", whatsapp: "WhatsApp", sms: "SMS" };

/** A sent message's fate as the provider reports it (MS-04); 'unknown': a send cut off by a crash. */
export const deliveryStates = ["sent", "delivered", "read", "failed", "unknown"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** What a client's reply did (MS-03). */
export const inboundActions = ["confirm", "cancel", "change", "stop", "text"] as const;
export type InboundAction = (typeof inboundActions)[number];

/**
 * A reply's meaning: the buttons of a WhatsApp reminder ('Confirmar', 'Cambiar', 'Cancelar') and the
 * words an SMS answer uses ('SI', 'NO', 'CAMBIAR', 'BAJA'); anything else is text for the salon.
 */
export function replyAction(text: string): InboundAction {
  const word = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .toLowerCase()
    .replace(/[.!¡¿?]+/g, "");
  if (["si", "confirmar", "confirmo", "ok", "vale"].includes(word)) return "confirm";
  if (["no", "cancelar", "cancelo", "anular"].includes(word)) return "cancel";
  if (["cambiar", "cambio", "mover"].includes(word)) return "change";
  if (["baja", "stop", "parar", "unsubscribe"].includes(word)) return "stop";
  return "text";
}

/** MS-08: what the desk reads on her appointments and card once she answered 'BAJA'. */
export function stoppedLabel(stoppedAt: string): string {
  return `BAJA de mensajes desde el ${spanishDate(salonDateTime(new Date(stoppedAt)).isoDate)}: no recibe WhatsApp ni SMS; sus recordatorios van por email.`;
}
