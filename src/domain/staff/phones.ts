/**
 * The team on their phones (SP-02, SP-03): the events a person may have pushed to her devices, with
 * their Spanish names, her role's defaults, and the shapes of a browser's push subscription.
 */
import { z } from "zod";
import type { Role } from "./schemas";

export const pushEvents = [
  "booking_created",
  "booking_moved",
  "booking_cancelled",
  "client_message",
  "waitlist_accepted",
] as const;
export type PushEvent = (typeof pushEvents)[number];

/** As the choices read in 'Mi cuenta' (a professional's: her column; the desk's: the whole salon). */
export function pushEventName(event: PushEvent, role: Role): string {
  const whose = role === "professional" ? "en mi columna" : "en la agenda";
  return {
    booking_created: `Una cita nueva ${whose}`,
    booking_moved: `Una cita movida ${whose}`,
    booking_cancelled: `Una cita cancelada ${whose}`,
    client_message: "Un mensaje de una clienta",
    waitlist_accepted: "Una clienta de la lista de espera acepta un hueco",
  }[event];
}

/** Until she chooses: a professional hears of everything in her column; the desk of messages and the waitlist. */
export function defaultPushEvents(role: Role): PushEvent[] {
  return role === "professional" ? [...pushEvents] : ["client_message", "waitlist_accepted"];
}

const base64url = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), { message });

export const pushEndpoint = z
  .string({ error: "Falta la dirección de avisos del navegador." })
  .max(2048, { message: "La dirección de avisos del navegador es demasiado larga." })
  .regex(/^https?:\/\/[^\s]+$/, { message: "La dirección de avisos del navegador no es válida." });

/** What `PushSubscription.toJSON()` gives (the browser's key for the payload's encryption, and its secret). */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    p256dh: base64url(80, 100, "La clave de avisos del navegador no es válida."),
    auth: base64url(16, 32, "La clave de avisos del navegador no es válida."),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

export const pushEventsBody = z.object({
  events: z
    .array(z.enum(pushEvents, { error: "Ese aviso no existe." }), { error: "Elige los avisos." })
    .max(pushEvents.length, { message: "Ese aviso no existe." }),
});
export type PushEventsBody = z.input<typeof pushEventsBody>;

/** What 'Mi cuenta' shows of her devices and choices. */
export interface PushSettingsView {
  /** The salon's VAPID public key; null: this server sends no pushes (no keys set). */
  publicKey: string | null;
  events: PushEvent[];
  devices: number;
}
